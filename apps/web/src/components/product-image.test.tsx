import { render, screen } from '@testing-library/react';
import { FALLBACK_IMAGE, imageUrl } from '@shop/contract/catalogue-rules';
import { ProductImage } from './product-image';

// A shop that knows its public address names its pictures by full address, so that storefronts
// on other origins show them; its own pages load them the same as its paths.
describe('catalogue picture addresses', () => {
  it('loads a full address as it is, a path of the shop as it is, and a bare name from uploads', () => {
    expect(imageUrl('https://shop.example.in/uploads/products/mlbb.webp')).toBe('https://shop.example.in/uploads/products/mlbb.webp');
    expect(imageUrl('/uploads/products/mlbb.webp')).toBe('/uploads/products/mlbb.webp');
    expect(imageUrl('products/mlbb.webp')).toBe('/uploads/products/mlbb.webp');
    expect(imageUrl('')).toBe(FALLBACK_IMAGE);
  });

  it('shows a picture named by full address', () => {
    render(<ProductImage path="https://shop.example.in/uploads/products/mlbb.webp" alt="Mobile Legends" width={40} height={40} />);
    expect(screen.getByRole('img', { name: 'Mobile Legends' })).toHaveAttribute('src', 'https://shop.example.in/uploads/products/mlbb.webp');
  });
});
