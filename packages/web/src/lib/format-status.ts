/** Status values are shown with underscores replaced by spaces ('partially_failed' → 'partially failed'). */
export function formatStatus(status: string | null | undefined): string {
  return (status ?? '').replace(/_/g, ' ');
}
