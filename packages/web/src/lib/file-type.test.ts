import { describe, expect, it } from 'vitest';
import { isFileTypeAccepted, toDropzoneAccept, unsupportedTypeMessage } from './file-type';

const png = { name: 'scan.PNG', type: 'image/png' };
const pdf = { name: 'doc.pdf', type: 'application/pdf' };

describe('isFileTypeAccepted', () => {
  it('accepts everything when the list is empty', () => {
    expect(isFileTypeAccepted(pdf, [])).toBe(true);
  });
  it('accepts by extension, with or without a dot, case-insensitive', () => {
    expect(isFileTypeAccepted(png, ['.png'])).toBe(true);
    expect(isFileTypeAccepted(png, ['png'])).toBe(true);
    expect(isFileTypeAccepted({ name: 'x.bin', type: '' }, ['.png'])).toBe(false);
  });
  it('accepts an exact media type match', () => {
    expect(isFileTypeAccepted({ name: 'noext', type: 'application/pdf' }, ['application/pdf'])).toBe(true);
    expect(isFileTypeAccepted(pdf, ['image/png'])).toBe(false);
  });
  it('accepts a wildcard family', () => {
    expect(isFileTypeAccepted({ name: 'a', type: 'image/gif' }, ['image/*'])).toBe(true);
    expect(isFileTypeAccepted(pdf, ['image/*'])).toBe(false);
  });
});

describe('toDropzoneAccept', () => {
  it('groups extensions by media type', () => {
    expect(toDropzoneAccept(['png', 'jpg', 'jpeg'])).toEqual({
      'image/png': ['.png'],
      'image/jpeg': ['.jpg', '.jpeg'],
    });
  });
});

describe('unsupportedTypeMessage', () => {
  it('lists the allowed types', () => {
    expect(unsupportedTypeMessage(['png', 'jpeg'])).toBe(
      'Unsupported file type. Supported type: .png, .jpeg',
    );
    expect(unsupportedTypeMessage(['pdf'])).toBe('Unsupported file type. Supported type: .pdf');
  });
});
