/** Total pages: total divided by page size, rounded up. */
export function totalPages(total: number, pageSize: number): number {
  if (pageSize <= 0 || total <= 0) return 0;
  return Math.ceil(total / pageSize);
}

export function isFirstPage(page: number): boolean {
  return page <= 1;
}

export function isLastPage(page: number, total: number, pageSize: number): boolean {
  return page >= totalPages(total, pageSize);
}

/** The size selector shows only when the total exceeds the initial page size. */
export function showSizeSelector(total: number, initialPageSize: number): boolean {
  return total > initialPageSize;
}
