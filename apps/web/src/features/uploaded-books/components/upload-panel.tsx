import { useRef, useState, type DragEvent } from 'react';
import { FileUp } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { TextArea } from '../../../components/ui/field-controls';
import { Input } from '../../../components/ui/input';
import { getErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useUploadBook } from '../api/uploaded-books';
import { ProgressBar } from './progress-bar';

const titleFromFileName = (name: string) => name.replace(/\.pdf$/i, '').replace(/[_-]+/g, ' ').trim();

/** Drop or pick a PDF, name it, and send it with a progress bar; the new book opens when it has arrived. */
export function UploadPanel({ onUploaded }: { onUploaded: (bookId: string) => void }) {
  const upload = useUploadBook();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(chosen.type && chosen.type !== 'application/pdf' ? 'Choose a PDF file: other kinds of file cannot be printed.' : null);
    setFile(chosen);
    if (!title) setTitle(titleFromFileName(chosen.name));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const send = () => {
    if (!file) return setProblem('Choose a PDF to upload.');
    if (!title.trim()) return setProblem('Give the book a title.');
    setProgress(0);
    upload.mutate(
      { file, title: title.trim(), description, onProgress: setProgress },
      {
        onSuccess: (book) => {
          setFile(null);
          setTitle('');
          setDescription('');
          onUploaded(book.id);
        },
      },
    );
  };

  return (
    <section aria-label="Upload a book" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn('flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors', dragging ? 'border-coral-500 bg-coral-50' : 'border-line bg-cream/40')}
      >
        <FileUp className="size-9 text-coral-600" aria-hidden="true" />
        <p className="font-semibold">{file ? file.name : 'Drop your book’s PDF here'}</p>
        <p className="max-w-md text-sm text-ink-soft">
          {file ? `${(file.size / 1024 / 1024).toFixed(1)} MB` : 'A4, A5, US Letter or Square (8.5 in) pages, fonts embedded, pictures at 300 ppi. We check the file before you order.'}
        </p>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          {file ? 'Choose another file' : 'Choose a PDF'}
        </Button>
        <input ref={input} type="file" accept="application/pdf,.pdf" className="sr-only" aria-label="PDF file" onChange={(event) => choose(event.target.files?.[0])} />
      </div>
      <FormField label="Title">{(control) => <Input {...control} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />}</FormField>
      <FormField label="Description (optional)" hint="Printed on the back cover.">
        {(control) => <TextArea {...control} value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />}
      </FormField>
      {(problem || upload.isError) && <Alert>{problem ?? getErrorMessage(upload.error)}</Alert>}
      {upload.isPending && <ProgressBar label="Uploading" percent={progress} />}
      <Button onClick={send} disabled={upload.isPending} className="self-start">
        {upload.isPending ? 'Uploading…' : 'Upload and check'}
      </Button>
    </section>
  );
}
