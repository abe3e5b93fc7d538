/** A file's Content-Disposition: always a download, never shown in place (the name is letters, digits, . _ -). */
export const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;

/** Text files say they are UTF-8, so a spreadsheet reads £ and € right. */
export const fileContentType = (contentType: string): string =>
  contentType === 'application/pdf' ? contentType : `${contentType}; charset=utf-8`;
