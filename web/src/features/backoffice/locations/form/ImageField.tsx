import {
  IMAGE_DERIVATIVES,
  imageUploadRequestSchema,
  type DerivativeTarget,
  type ImageUpload,
} from '@inroom/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { responsiveImage, type ImageLayout } from '../../../../components/responsiveImage';
import { useCreateImageUploadMutation } from '../api';
import { ImageDecodeError, prepareImage, type PreparedImage } from './downscale';

export const NOT_AN_IMAGE_MESSAGE = 'The file is not an image. Choose a JPEG, PNG or WebP image.';
export const UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded. Please try again.';

type Status = 'idle' | 'preparing' | 'uploading';

interface ImageFieldProps {
  /** The key of the uploaded image under /images/, or '' for none. */
  image: string;
  onChange: (key: string) => void;
  /** A message for the field from the form's checks or the server. */
  error?: string | undefined;
  /** True while an image is being prepared or uploaded: the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
  /** What the image shows, for the preview's text ('Location' or 'Menu item'). */
  subject?: string;
  /** A location needs an image; a menu item may go without (spec §5). */
  optional?: boolean;
  /** The smaller copies the guest pages show it as: a location's by default. */
  derivatives?: readonly DerivativeTarget[];
}

/** The preview's box (location-form.css .image-field__preview): at most 24rem wide. */
const PREVIEW_LAYOUT: ImageLayout = { sizes: [{ width: '384px' }] };

/** The PUTs of an upload: the original, then each copy with the blob made for its size. */
function putsOf(presigned: ImageUpload, prepared: PreparedImage) {
  return [
    { uploadUrl: presigned.uploadUrl, headers: presigned.headers, body: prepared.original },
    ...presigned.derivatives.map((copy) => {
      const made = prepared.derivatives.find((each) => each.width === copy.width);
      if (!made) throw new Error(`No ${copy.width} px copy was made`);
      return { uploadUrl: copy.uploadUrl, headers: copy.headers, body: made.blob };
    }),
  ];
}

const objectUrlsSupported = () => typeof URL.createObjectURL === 'function';

/**
 * Spec §2 Location form image: pick, preview and remove, with a red border while the location has
 * no image (it is then required). A picked file is downscaled in the browser, with smaller WebP
 * copies for the guest pages (downscale.ts), each sent to the presigned S3 PUT the API hands out
 * for it (POST image/upload), and the key, which names the copies, becomes the form's image.
 */
export function ImageField({
  image,
  onChange,
  error,
  onBusyChange,
  subject = 'Location',
  optional = false,
  derivatives = IMAGE_DERIVATIVES.location,
}: ImageFieldProps) {
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [createImageUpload] = useCreateImageUploadMutation();
  const [status, setStatus] = useState<Status>('idle');
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The just-uploaded file, shown from memory: it may take a moment before /images/ serves it.
  const [localPreview, setLocalPreview] = useState<{ key: string; url: string } | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview.url);
    },
    [localPreview],
  );

  const busy = status !== 'idle';
  // Told in the same update as the status, so the form's Save never lags behind the picker.
  const changeStatus = (next: Status) => {
    setStatus(next);
    onBusyChange?.(next !== 'idle');
  };

  const missing = !optional && image === '';
  const message = uploadError ?? error;
  const preview =
    localPreview && localPreview.key === image
      ? { src: localPreview.url }
      : image
        ? responsiveImage(image, PREVIEW_LAYOUT)
        : null;

  async function upload(file: File): Promise<void> {
    setUploadError(null);
    if (!file.type.startsWith('image/')) {
      setUploadError(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    changeStatus('preparing');
    try {
      let prepared: PreparedImage;
      try {
        prepared = await prepareImage(file, derivatives);
      } catch (cause) {
        setUploadError(
          cause instanceof Error && !(cause instanceof ImageDecodeError)
            ? cause.message
            : NOT_AN_IMAGE_MESSAGE,
        );
        return;
      }
      const blob = prepared.original;
      const request = imageUploadRequestSchema.safeParse({
        contentType: blob.type,
        contentLength: blob.size,
        width: prepared.width,
        height: prepared.height,
        derivatives: prepared.derivatives.map((copy) => ({
          width: copy.width,
          height: copy.height,
          contentLength: copy.blob.size,
        })),
      });
      if (!request.success) {
        setUploadError(request.error.issues[0]?.message ?? NOT_AN_IMAGE_MESSAGE);
        return;
      }
      changeStatus('uploading');
      let key: string;
      try {
        const presigned = await createImageUpload(request.data).unwrap();
        const responses = await Promise.all(
          putsOf(presigned, prepared).map(({ uploadUrl, headers, body }) =>
            fetch(uploadUrl, { method: 'PUT', headers, body }),
          ),
        );
        const failed = responses.find((response) => !response.ok);
        if (failed) throw new Error(`Upload answered ${failed.status}`);
        key = presigned.key;
      } catch {
        setUploadError(UPLOAD_FAILED_MESSAGE);
        return;
      }
      setLocalPreview(objectUrlsSupported() ? { key, url: URL.createObjectURL(blob) } : null);
      onChange(key);
    } finally {
      changeStatus('idle');
      // The form's image is the key, not the file: an empty picker keeps `required` honest (a
      // failed upload must not count as an image) and lets the same file be picked again.
      if (input.current) input.current.value = '';
    }
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) void upload(file);
  }

  function remove() {
    setUploadError(null);
    setLocalPreview(null);
    if (input.current) input.current.value = '';
    onChange('');
  }

  const describedBy = [busy ? statusId : null, message ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={`image-field${missing ? ' image-field--missing' : ''}`}>
      <label htmlFor={inputId}>Image</label>
      {preview ? (
        <img className="image-field__preview" {...preview} alt={`${subject} image preview`} />
      ) : (
        <p className="image-field__empty">
          {optional ? 'No image.' : `No image yet. A ${subject.toLowerCase()} needs one.`}
        </p>
      )}
      <div className="image-field__controls">
        <input
          ref={input}
          id={inputId}
          className="image-field__input"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={missing}
          disabled={busy}
          aria-invalid={missing || Boolean(message)}
          aria-describedby={describedBy || undefined}
          onChange={picked}
        />
        {image && (
          <button type="button" className="button" disabled={busy} onClick={remove}>
            Remove image
          </button>
        )}
      </div>
      {busy && (
        <p id={statusId} className="image-field__status" role="status">
          <span className="spinner location-form__spinner" aria-hidden="true" />
          {status === 'preparing' ? 'Preparing image…' : 'Uploading image…'}
        </p>
      )}
      {message && (
        <p id={errorId} className="field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
