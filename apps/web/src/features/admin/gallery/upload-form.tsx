import { MAX_UPLOAD_BYTES, uploadImageFields } from '@shop/contract/catalogue-admin';
import { galleryTypes } from '@shop/contract/catalogue-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { uploadImage } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { contractResolver, failureText, refusal } from '../kit/form-kit';
import { galleryKey } from './gallery-queries';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { Button } from '../../../components/ui/button';

type Values = { title: string; type: string; redirectUrl: string };
type Fields = { title: string; type: (typeof galleryTypes)[number]; redirectUrl: string };

const REQUIRED = 'Please provide all required fields!';
const ids = { title: 'gallery-title', redirectUrl: 'gallery-redirect', type: 'gallery-type', file: 'gallery-file' };

/** The upload half of /admin/admingallery: title, optional link, type and the picture. */
export function UploadForm() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<Values, unknown, Fields>({
    defaultValues: { title: '', type: '', redirectUrl: '' },
    resolver: contractResolver(uploadImageFields, (v: Values) => v),
  });
  const { errors } = form.formState;

  // The preview is a blob address of the chosen file; it is released when the file changes.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: async (answer) => {
      setServerError(null);
      toast(answer.message, { tone: 'success' });
      form.reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await Promise.all([queryClient.invalidateQueries({ queryKey: galleryKey }), queryClient.invalidateQueries({ queryKey: ['gallery'] })]);
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast(failureText(error, 'Failed to upload image.', 'Error uploading image.'), { tone: 'error' });
    },
  });

  function checkFile(): string | null {
    const problem = !file ? REQUIRED : file.size > MAX_UPLOAD_BYTES ? 'The picture must be at most 8 MB.' : null;
    setFileError(problem);
    return problem;
  }

  return (
    <form
      noValidate
      aria-label="Upload image"
      className={`${cardClass} mb-5 max-w-3xl`}
      onSubmit={form.handleSubmit(
        (fields) => {
          const problem = checkFile();
          if (problem || !file) return void toast(problem ?? REQUIRED, { tone: 'error' });
          if (!upload.isPending) upload.mutate({ ...fields, file });
        },
        (found) => {
          checkFile();
          const first = (['title', 'redirectUrl', 'type'] as const).find((f) => found[f]);
          if (first) document.getElementById(ids[first])?.focus();
          toast(found.title || found.type ? REQUIRED : (found.redirectUrl?.message ?? REQUIRED), { tone: 'error' });
        },
      )}
    >
      <h2 className="mb-3 text-lg font-bold">Upload Image</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.title} label="Image Title" error={errors.title?.message}>
          <input {...fieldProps(ids.title, errors.title?.message)} autoComplete="off" maxLength={120} className={inputClass} {...form.register('title')} />
        </Field>
        <Field id={ids.type} label="Type" error={errors.type?.message}>
          <select {...fieldProps(ids.type, errors.type?.message)} className={inputClass} {...form.register('type')}>
            <option value="">Select Type</option>
            {galleryTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field id={ids.redirectUrl} label="Redirect URL (optional)" error={errors.redirectUrl?.message} hint="Where a tap on the picture leads: /product/… or https://…">
            <input {...fieldProps(ids.redirectUrl, errors.redirectUrl?.message, true)} autoComplete="off" spellCheck={false} inputMode="url" className={inputClass} {...form.register('redirectUrl')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id={ids.file} label="Image" error={fileError ?? undefined} hint="A JPEG, PNG or WebP picture of at most 8 MB.">
            <input
              ref={fileInput}
              {...fieldProps(ids.file, fileError ?? undefined, true)}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full min-w-0 text-sm text-zinc-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800 dark:text-zinc-300"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
          </Field>
          {preview && <img src={preview} alt="Preview of the chosen picture" className="mt-3 max-h-48 max-w-full rounded-lg border border-zinc-200 object-contain dark:border-zinc-700" />}
        </div>
      </div>
      {serverError && (
        <div className="mt-4">
          <FormMessage tone="error">{serverError}</FormMessage>
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <Button type="submit" variant="primary" busy={upload.isPending} busyLabel="Uploading..." className="w-full sm:w-auto">
          Upload Image
        </Button>
      </div>
    </form>
  );
}
