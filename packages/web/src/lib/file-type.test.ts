import { describe, expect, it } from 'vitest';
import { toDropzoneAccept, unsupportedTypeMessage } from './file-type';

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
