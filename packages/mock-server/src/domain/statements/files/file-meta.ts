/** What a statement file says about itself: its message identifier and when it was made. */
export type FileMeta = {
  /** Unique per file; CAMT.053 carries it as the group header's MsgId (at most 35 characters). */
  messageId: string;
  /** When the file was made (epoch ms). */
  createdAt: number;
};
