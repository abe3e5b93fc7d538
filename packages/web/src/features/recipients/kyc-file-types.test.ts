import { describe, expect, it } from 'vitest';
import { unsupportedTypeMessage } from '../../lib/file-type';
import { uploadTypesFor } from './kyc-file-types';

describe('KYC upload types', () => {
  it('follows the document type’s allowed content types', () => {
    expect(uploadTypesFor(['application/pdf', 'image/png', 'image/jpeg'])).toEqual(['pdf', 'png', 'jpeg']);
    expect(uploadTypesFor(['image/png', 'image/jpeg', 'text/plain'])).toEqual(['png', 'jpeg']);
  });

  it('gives the wrong-type message of rule UI-17 with the same list as the server', () => {
    expect(unsupportedTypeMessage(uploadTypesFor(['application/pdf', 'image/png', 'image/jpeg']))).toBe(
      'Unsupported file type. Supported type: .pdf, .png, .jpeg',
    );
  });
});
