import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteImage, type AdminGalleryImage } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { failureText } from '../catalogue/form-kit';
import { deleteButton, rowButton } from '../catalogue/row-buttons';
import { ConfirmDialog } from '../confirm-dialog';
import { MessageRow, SkeletonRows, TableFrame, tdClass, tdWrapClass, thClass, trClass } from '../data-table';
import { FetchError, PageHeader } from '../page-header';
import { galleryKey, galleryQuery } from './gallery-queries';
import { UploadForm } from './upload-form';

const columns = 5;

/** The address a picture is served from, as the admin pastes it elsewhere. */
const fullUrl = (url: string) => new URL(url, window.location.origin).href;

/** /admin/admingallery: carousel, banner, popup and other pictures of the storefront. */
export function GalleryPage() {
  const images = useQuery(galleryQuery());
  const [deleting, setDeleting] = useState<AdminGalleryImage | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (image: AdminGalleryImage) => deleteImage(image._id),
    onSuccess: async (answer) => {
      toast(answer.message, { tone: 'success' });
      setDeleting(null);
      await Promise.all([queryClient.invalidateQueries({ queryKey: galleryKey }), queryClient.invalidateQueries({ queryKey: ['gallery'] })]);
    },
    onError: (error) => toast(failureText(error, 'Failed to delete image.', 'Error deleting image.'), { tone: 'error' }),
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast('URL copied to clipboard!', { tone: 'success' });
    } catch {
      toast('Failed to copy URL!', { tone: 'error' });
    }
  }

  return (
    <>
      <PageHeader title="Image Gallery" description="Pictures of the storefront: carousels, banners, the popup, items and products." />
      <UploadForm />
      {images.isError && !images.data ? (
        <FetchError error={images.error} onRetry={() => void images.refetch()} />
      ) : (
        <TableFrame label="Images" busy={images.isFetching && !images.isPending}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>Title</th>
              <th scope="col" className={thClass}>Type</th>
              <th scope="col" className={thClass}>Image</th>
              <th scope="col" className={thClass}>URL</th>
              <th scope="col" className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {images.isPending ? (
              <SkeletonRows colSpan={columns} rows={3} />
            ) : images.data.length === 0 ? (
              <MessageRow colSpan={columns}>No images found</MessageRow>
            ) : (
              images.data.map((image) => {
                const url = fullUrl(image.url);
                return (
                  <tr key={image._id} className={trClass}>
                    <td className={`${tdClass} font-semibold`}>{image.title}</td>
                    <td className={tdClass}>{image.type}</td>
                    <td className={tdClass}>
                      <img src={image.url} alt="" loading="lazy" className="h-12 w-20 rounded-md bg-zinc-100 object-cover dark:bg-zinc-800" />
                    </td>
                    <td className={tdWrapClass}>
                      <div className="flex min-w-56 items-center gap-2">
                        <span className="font-mono text-xs break-all">{url}</span>
                        <button type="button" className={rowButton} onClick={() => void copy(url)}>
                          Copy{' '}<span className="sr-only">URL of {image.title}</span>
                        </button>
                      </div>
                    </td>
                    <td className={tdClass}>
                      <button type="button" className={deleteButton} onClick={() => setDeleting(image)}>
                        Delete{' '}<span className="sr-only">{image.title}</span>
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </TableFrame>
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete image ${deleting.title}?`}
          description={<p>The picture disappears from the storefront. This cannot be undone.</p>}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      )}
    </>
  );
}
