import { Download, FileAudio, FileImage, FileType, Upload } from 'lucide-react';
import { useRef } from 'react';
import { dataUrlBytes, mimeOf } from '@common/assets';
import { Button } from '@/components/ui/button';

const kilobytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} octets` : `${(bytes / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Ko`;

/** Reads a chosen file as a project holds it: text as text, anything else as a base64 data: URL. */
export function readUpload(file: File, binary: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Lecture impossible'));
    if (binary) reader.readAsDataURL(file);
    else reader.readAsText(file);
  });
}

/**
 * An image, a font or a sound of the project, shown as what it is rather than as base64 text, with its size, a
 * download and « Remplacer » to upload another file in its place.
 */
export function AssetView({
  path,
  content,
  readOnly,
  onReplace,
}: {
  path: string;
  content: string;
  readOnly: boolean;
  onReplace: (content: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const mime = mimeOf(path);
  const name = path.slice(path.lastIndexOf('/') + 1);
  const Icon = mime.startsWith('image/') ? FileImage : mime.startsWith('audio/') || mime.startsWith('video/') ? FileAudio : FileType;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 overflow-auto p-6 text-center">
      {mime.startsWith('image/') ? (
        <img
          src={content}
          alt={name}
          className="max-h-64 min-h-24 max-w-full rounded-md border bg-[repeating-conic-gradient(#f1f5f9_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
        />
      ) : mime.startsWith('audio/') ? (
        <audio controls src={content} className="w-full max-w-sm" />
      ) : (
        <Icon className="size-12 text-muted-foreground" aria-hidden="true" />
      )}
      <div className="space-y-1">
        <p className="break-all font-mono text-sm">{name}</p>
        <p className="text-xs text-muted-foreground">
          {mime} · {kilobytes(dataUrlBytes(content))}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" asChild>
          <a href={content} download={name}>
            <Download aria-hidden="true" /> Télécharger
          </a>
        </Button>
        <Button variant="outline" size="sm" disabled={readOnly} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" /> Remplacer
        </Button>
        <input
          ref={input}
          type="file"
          className="hidden"
          accept={mime}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onReplace(await readUpload(file, true));
          }}
        />
      </div>
    </div>
  );
}
