import type { AdminGalleryImage } from '@shop/contract/catalogue-admin';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./gallery-page'));

const anImage = (overrides: Partial<AdminGalleryImage> = {}): AdminGalleryImage => ({
  _id: '30000000-0000-4000-8000-000000000001',
  id: '30000000-0000-4000-8000-000000000001',
  title: 'Diwali Sale',
  type: 'CarouselPc',
  url: '/uploads/gallery/diwali.webp',
  redirectUrl: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

async function open(images: AdminGalleryImage[], extra: AdminRoutes = {}) {
  let list = images;
  const api = adminApi({ 'GET /admin/imagegallery': () => ({ body: list }), ...extra });
  const app = renderApp('/admin/admingallery');
  await screen.findByRole('button', { name: 'Upload Image' }, { timeout: 5000 });
  return { ...app, api, setList: (next: AdminGalleryImage[]) => (list = next) };
}

describe('Image Gallery (/admin/admingallery)', () => {
  it('refuses an upload without title, type or file: "Please provide all required fields!"', async () => {
    const { user, api } = await open([]);
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide all required fields!');
    expect(screen.getByLabelText('Image Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.path === '/admin/uploadimage')).toBe(false);
  });

  it('sends the picture with its fields and says "Image uploaded successfully!"', async () => {
    const { user, api } = await open([], {
      'POST /admin/uploadimage': { status: 201, body: { ...anImage(), message: 'Image uploaded successfully!', image: anImage() } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    await user.type(screen.getByLabelText('Image Title'), 'Diwali Sale');
    await user.selectOptions(screen.getByLabelText('Type'), 'CarouselPc');
    await user.upload(screen.getByLabelText('Image'), new File(['png'], 'diwali.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument();
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/uploadimage'))?.[1]?.body as FormData;
    expect(sent.get('title')).toBe('Diwali Sale');
    expect(sent.get('type')).toBe('CarouselPc');
    expect((sent.get('images') as File).name).toBe('diwali.png');
  });

  it('shows the full URL and asks before deleting', async () => {
    const image = anImage();
    const { user, api, setList } = await open([image], {
      [`POST /admin/deleteimage/${image._id}`]: () => {
        setList([]);
        return { body: { message: 'Image deleted successfully!' } };
      },
    });
    const row = (await screen.findByRole('cell', { name: 'Diwali Sale' })).closest('tr')!;
    expect(row).toHaveTextContent(`${window.location.origin}/uploads/gallery/diwali.webp`);
    await user.click(within(row).getByRole('button', { name: 'Delete Diwali Sale' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete image Diwali Sale?' })).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.path.startsWith('/admin/deleteimage'))).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Delete Diwali Sale' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No images found')).toBeInTheDocument());
  });
});
