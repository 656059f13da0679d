/** The kit's inputs: upload box, chip list, comma list, number input, rich text editor. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Form, FormDataConsumer } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  ChipListInput,
  CommaListInput,
  DetailNumberField,
  RichTextEditor,
  SingleFileUpload,
  toNumberOrEmpty,
} from '../../../resources/shared/detail';
import { renderKit } from './kitHarness';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

function Upload({ existingUrl }: { existingUrl?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(existingUrl ?? null);
  return <SingleFileUpload extensions={['png', 'jpeg', 'jpg']} maxMb={2} file={file} onFileChange={setFile} existingUrl={url} onRemoveExisting={() => setUrl(null)} />;
}

const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('SingleFileUpload', () => {
  it('shows the chosen file with its size in MB and removes it', async () => {
    const { user } = renderKit(<Upload />);
    expect(await screen.findByText('Drag and drop a file here, or click to choose one')).toBeInTheDocument();
    await user.upload(input(), fileOf('logo.png', 1.5 * MB));
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByText('1.50 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText('logo.png')).not.toBeInTheDocument();
  });

  it('shows a small file in MB with its KB beside it, never a bare 0.00 MB', async () => {
    const { user } = renderKit(<Upload />);
    await user.upload(input(), fileOf('small-logo.png', 48 * 1024));
    expect(await screen.findByText('0.05 MB (48 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    await user.upload(input(), fileOf('tiny-logo.png', 2 * 1024));
    expect(await screen.findByText('< 0.01 MB (2 KB)')).toBeInTheDocument();
    expect(screen.queryByText(/0\.00 MB/)).not.toBeInTheDocument();
  });

  it('refuses a wrong type and a file too large, word for word', async () => {
    renderKit(<Upload />);
    await screen.findByText('Drag and drop a file here, or click to choose one');
    fireEvent.change(input(), { target: { files: [fileOf('cv.pdf', 100, 'application/pdf')] } });
    expect(await screen.findByText('Unsupported file type. Please upload an image.')).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [fileOf('big.jpg', 2 * MB + 1)] } });
    expect(await screen.findByText('File size should be less than 2 MB.')).toBeInTheDocument();
    expect(screen.queryByText('big.jpg')).not.toBeInTheDocument();
  });

  it('takes one dropped file only and shows the dragging state', async () => {
    renderKit(<Upload />);
    const box = await screen.findByLabelText('Drag and drop a file here, or click to choose one');
    fireEvent.dragOver(box, { dataTransfer: { files: [] } });
    expect(screen.getByText('Drop the file here')).toBeInTheDocument();
    fireEvent.drop(box, { dataTransfer: { files: [fileOf('a.png', 10), fileOf('b.png', 10)] } });
    expect(await screen.findByText('Only one file can be uploaded.')).toBeInTheDocument();
    fireEvent.drop(box, { dataTransfer: { files: [fileOf('a.png', 10)] } });
    expect(await screen.findByText('a.png')).toBeInTheDocument();
  });

  it('shows an existing file with a delete control', async () => {
    const { user } = renderKit(<Upload existingUrl="/api/s3/buckets/company-logo/objects/Aurora%20logo.png" />);
    expect(await screen.findByRole('link', { name: 'Aurora logo.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.getByText('Drag and drop a file here, or click to choose one')).toBeInTheDocument();
  });
});

function Values() {
  return <FormDataConsumer>{({ formData }) => <pre data-testid="values">{JSON.stringify(formData)}</pre>}</FormDataConsumer>;
}
const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe('list and number inputs', () => {
  it('chip list: Enter adds a trimmed entry, duplicates and blanks ignored, chips removable', async () => {
    const { user } = renderKit(
      <Form record={{ id: 1, skills: ['CAD'] }}>
        <ChipListInput source="skills" label="Skills" />
        <Values />
      </Form>,
    );
    const field = await screen.findByRole('textbox', { name: 'Skills' });
    await user.type(field, '  Gemology  {Enter}');
    await user.type(field, 'cad{Enter}');
    await user.type(field, '   {Enter}');
    expect(values().skills).toEqual(['CAD', 'Gemology']);
    expect(field).toHaveValue('');
    await user.click(screen.getByLabelText('Remove CAD'));
    expect(values().skills).toEqual(['Gemology']);
  });

  it('comma list: split, trimmed, blanks removed', async () => {
    const { user } = renderKit(
      <Form record={{ id: 1, places: [] }}>
        <CommaListInput source="places" label="Preferred Location" />
        <Values />
      </Form>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Preferred Location' }), ' Mumbai, ,Delhi ,');
    expect(values().places).toEqual(['Mumbai', 'Delhi']);
    expect(screen.getByRole('textbox', { name: 'Preferred Location' })).toHaveValue(' Mumbai, ,Delhi ,');
  });

  it('number input: empty becomes empty, anything else a number', async () => {
    expect(toNumberOrEmpty('')).toBeNull();
    expect(toNumberOrEmpty(' 7 ')).toBe(7);
    const { user } = renderKit(
      <Form record={{ id: 1, years: 3 }}>
        <DetailNumberField source="years" label="Years" />
        <Values />
      </Form>,
    );
    const field = await screen.findByRole('spinbutton', { name: 'Years' });
    await user.clear(field);
    expect(values().years).toBeNull();
    await user.type(field, '12');
    expect(values().years).toBe(12);
  });
});

describe('RichTextEditor', () => {
  it('has only bold, italic, bullet and numbered list buttons, the placeholder and a 20vh minimum height', async () => {
    const { container } = renderKit(
      <Form record={{ id: 1, about: '' }}>
        <RichTextEditor source="about" />
      </Form>,
    );
    await waitFor(() => expect(container.querySelector('.ProseMirror')).not.toBeNull());
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Bold', 'Italic', 'Bullet list', 'Numbered list']);
    await waitFor(() => expect(container.querySelector('[data-placeholder="Start typing here..."]')).not.toBeNull());
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toMatch(/\.ProseMirror\{[^}]*min-height:20vh/);
  });
});
