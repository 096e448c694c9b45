/** The product type as the server stores it: capitals, no spaces. */
export const upperNoSpaces = (text: string) => text.replace(/\s+/g, '').toUpperCase();
