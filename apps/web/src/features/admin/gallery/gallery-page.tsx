import { useQuery } from '@tanstack/react-query';
import { deleteImage, type AdminGalleryImage } from '../../../api/admin-catalogue';
import { useToast } from '../../../components/toast';
import { AdminList, type Column } from '../kit/admin-list';
import { tdClass, tdWrapClass } from '../kit/data-table';
import { failureText } from '../kit/form-kit';
import { PageHeader } from '../kit/page-header';
import { RowButton } from '../kit/row-actions';
import { galleryQuery, refetchGallery } from './gallery-queries';
import { UploadForm } from './upload-form';

/** The address a picture is served from, as the admin pastes it elsewhere. */
const fullUrl = (url: string) => new URL(url, window.location.origin).href;

/** /admin/admingallery: carousel, banner, popup and other pictures of the storefront. */
export function GalleryPage() {
  const images = useQuery(galleryQuery());
  const toast = useToast();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast('URL copied to clipboard!', { tone: 'success' });
    } catch {
      toast('Failed to copy URL!', { tone: 'error' });
    }
  }

  const columns: Column<AdminGalleryImage>[] = [
    { header: 'Title', className: `${tdClass} font-semibold`, cell: (image) => image.title },
    { header: 'Type', cell: (image) => image.type },
    { header: 'Image', cell: (image) => <img src={image.url} alt="" loading="lazy" className="h-12 w-20 rounded-md bg-zinc-100 object-cover dark:bg-zinc-800" /> },
    {
      header: 'URL',
      className: tdWrapClass,
      cell: (image) => (
        <div className="flex min-w-56 items-center gap-2">
          <span className="font-mono text-xs break-all">{fullUrl(image.url)}</span>
          <RowButton subject={`URL of ${image.title}`} onClick={() => void copy(fullUrl(image.url))}>
            Copy
          </RowButton>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Image Gallery" description="Pictures of the storefront: carousels, banners, the popup, items and products." />
      <UploadForm />
      <AdminList
        label="Images"
        query={images}
        columns={columns}
        rowName={(image) => image.title}
        loadingRows={3}
        remove={{
          mutationFn: (image) => deleteImage(image._id),
          refresh: refetchGallery,
          errorText: (error) => failureText(error, 'Failed to delete image.', 'Error deleting image.'),
          title: (image) => `Delete image ${image.title}?`,
          description: () => <p>The picture disappears from the storefront. This cannot be undone.</p>,
        }}
      />
    </>
  );
}
