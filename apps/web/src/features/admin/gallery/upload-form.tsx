import { MAX_UPLOAD_BYTES, uploadImageFields } from '@shop/contract/catalogue-admin';
import { galleryTypes } from '@shop/contract/catalogue-rules';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { uploadImage } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm } from '../kit/admin-form';
import { contractResolver, failureText } from '../kit/form-kit';
import { ChoiceField } from '../kit/options';
import { useAdminSave } from '../kit/use-admin-save';
import { refetchGallery } from './gallery-queries';

type Values = { title: string; type: string; redirectUrl: string };
type Fields = { title: string; type: (typeof galleryTypes)[number]; redirectUrl: string };

const REQUIRED = 'Please provide all required fields!';
const ids = { title: 'gallery-title', redirectUrl: 'gallery-redirect', type: 'gallery-type', file: 'gallery-file' };

/** The upload half of /admin/admingallery: title, optional link, type and the picture. */
export function UploadForm() {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
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

  const upload = useAdminSave({
    mutationFn: uploadImage,
    failed: (error) => failureText(error, 'Failed to upload image.', 'Error uploading image.'),
    onSaved: () => {
      form.reset();
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    refresh: refetchGallery,
  });

  function checkFile(): string | null {
    const problem = !file ? REQUIRED : file.size > MAX_UPLOAD_BYTES ? 'The picture must be at most 8 MB.' : null;
    setFileError(problem);
    return problem;
  }

  const submit = form.handleSubmit(
    (fields) => {
      const problem = checkFile();
      if (problem || !file) return void toast(problem ?? REQUIRED, { tone: 'error' });
      upload.submit({ ...fields, file });
    },
    (found) => {
      checkFile();
      const first = (['title', 'redirectUrl', 'type'] as const).find((f) => found[f]);
      if (first) document.getElementById(ids[first])?.focus();
      toast(found.title || found.type ? REQUIRED : (found.redirectUrl?.message ?? REQUIRED), { tone: 'error' });
    },
  );

  return (
    <AdminForm label="Upload image" className={`${cardClass} mb-5 max-w-3xl`} save={upload} submitLabel="Upload Image" busyLabel="Uploading..." onSubmit={submit}>
      <h2 className="mb-3 text-lg font-bold">Upload Image</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.title} label="Image Title" error={errors.title?.message}>
          <input {...fieldProps(ids.title, errors.title?.message)} autoComplete="off" maxLength={120} className={inputClass} {...form.register('title')} />
        </Field>
        <ChoiceField id={ids.type} label="Type" error={errors.type?.message} register={form.register('type')} none="Select Type" options={galleryTypes} />
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
    </AdminForm>
  );
}
