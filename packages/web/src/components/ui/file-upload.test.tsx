import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../testing/render';
import { fileErrorMessage } from './file-errors';
import { FileUpload, type FileUploadProps } from './file-upload';

function Harness(props: Partial<FileUploadProps> & { onFile?: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileUpload
      label="KYC document"
      {...props}
      value={file}
      onChange={(f) => {
        setFile(f);
        props.onFile?.(f);
      }}
    />
  );
}

const png = () => new File(['png-bytes'], 'passport.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' });
// applyAccept off: let wrong types reach the dropzone, as a drag and drop would.
const upload = (fake = false) =>
  userEvent.setup({ applyAccept: false, ...(fake ? { advanceTimers: vi.advanceTimersByTime } : {}) });

describe('fileErrorMessage', () => {
  const limits = { types: ['png', 'jpeg'] as const, maxSize: 100, minSize: 10 };
  it('has the generic texts', () => {
    expect(fileErrorMessage('file-invalid-type', { types: ['png', 'jpeg'] })).toBe(
      'File type must be one of .png, .jpeg',
    );
    expect(fileErrorMessage('file-too-large', { ...limits, types: [...limits.types] })).toBe(
      'File is larger than 100 bytes',
    );
    expect(fileErrorMessage('file-too-small', { ...limits, types: [...limits.types] })).toBe(
      'File is smaller than 10 bytes',
    );
    expect(fileErrorMessage('too-many-files', { types: [] })).toBe('Too many files');
  });
});

/** The parts of a drag event's DataTransfer that react-dropzone reads. */
function dataTransfer(files: File[]) {
  return {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
}

describe('FileUpload', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('accepts an allowed file and shows an image preview, remove and change', async () => {
    const onFile = vi.fn();
    renderUi(<Harness onFile={onFile} required />);
    expect(screen.getByTestId('required-indicator')).toHaveTextContent('*');
    await upload().upload(screen.getByTestId('file-input'), png());
    await waitFor(() =>
      expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.png' })),
    );
    expect(await screen.findByRole('img', { name: 'Preview of passport.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change file passport.png' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove file passport.png' }));
    expect(onFile).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText('passport.png')).not.toBeInTheDocument();
  });

  it('refuses a wrong type with the message of rule UI-17 and clears it after 2.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onFile = vi.fn();
    renderUi(<Harness onFile={onFile} />);
    await upload(true).upload(screen.getByTestId('file-input'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported file type. Supported type: .png, .jpeg',
    );
    expect(onFile).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2400);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a file dropped on the zone, saying "Drop the file here" while dragging over it', async () => {
    const onFile = vi.fn();
    renderUi(<Harness onFile={onFile} />);
    const zone = screen.getByTestId('drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: dataTransfer([png()]) });
    expect(await screen.findByText('Drop the file here')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: dataTransfer([png()]) });
    await waitFor(() =>
      expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'passport.png' })),
    );
    expect(await screen.findByRole('img', { name: 'Preview of passport.png' })).toBeInTheDocument();
  });

  it('refuses a dropped file of the wrong type, and two files at once', async () => {
    const onFile = vi.fn();
    renderUi(<Harness onFile={onFile} />);
    const zone = screen.getByTestId('drop-zone');
    fireEvent.drop(zone, { dataTransfer: dataTransfer([pdf()]) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported file type. Supported type: .png, .jpeg',
    );
    const second = new File(['png-2'], 'visa.png', { type: 'image/png' });
    fireEvent.drop(zone, { dataTransfer: dataTransfer([png(), second]) });
    expect(await screen.findByText('Too many files')).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();
  });

  it('"Change" opens the file chooser and the chosen file replaces the current one', async () => {
    const onFile = vi.fn();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    let n = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      n += 1;
      return `blob:preview-${n}`;
    });
    renderUi(<Harness onFile={onFile} />);
    const input = screen.getByTestId('file-input') as HTMLInputElement;
    await upload().upload(input, png());
    expect(await screen.findByRole('img', { name: 'Preview of passport.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    const choose = vi.spyOn(input, 'click');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change file passport.png' }));
    expect(choose).toHaveBeenCalledTimes(1);
    const visa = new File(['jpeg-bytes'], 'visa.jpeg', { type: 'image/jpeg' });
    await upload().upload(input, visa);
    await waitFor(() => expect(onFile).toHaveBeenLastCalledWith(visa));
    expect(await screen.findByRole('img', { name: 'Preview of visa.jpeg' })).toHaveAttribute(
      'src',
      'blob:preview-2',
    );
    expect(screen.queryByText('passport.png')).not.toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
  });

  it('lists the allowed types in the message', async () => {
    renderUi(<Harness types={['pdf', 'gif']} />);
    await upload().upload(screen.getByTestId('file-input'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported file type. Supported type: .pdf, .gif',
    );
  });

  it('accepts pdf when allowed, without a preview', async () => {
    const onFile = vi.fn();
    renderUi(<Harness types={['pdf']} onFile={onFile} />);
    await upload().upload(screen.getByTestId('file-input'), pdf());
    await waitFor(() => expect(onFile).toHaveBeenCalled());
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a size error', async () => {
    renderUi(<Harness maxSize={3} />);
    await upload().upload(screen.getByTestId('file-input'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('File is larger than 3 bytes');
  });

  it('revokes the preview URL when the file is removed', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    renderUi(<Harness />);
    await upload().upload(screen.getByTestId('file-input'), png());
    await waitFor(() => expect(create).toHaveBeenCalled());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove file passport.png' }));
    expect(revoke).toHaveBeenCalledWith('blob:preview');
  });

  it('is a single-file input limited to the allowed types', () => {
    renderUi(<Harness />);
    const input = screen.getByTestId('file-input');
    expect(input).not.toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('image/png');
  });
});
