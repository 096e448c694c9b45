import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminGalleryList, galleryIdParams, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, uploadImageFields, uploadImageResponse } from '@shop/contract/catalogue-admin';
import { forbiddenCharacterMessage, hasForbiddenCharacter } from '@shop/contract/input';
import { callerOf, type Guards } from '../accounts/guards.js';
import type { App } from '../platform/app-types.js';
import { AppError, badRequest } from '../platform/errors.js';
import type { GalleryAdmin } from './admin-service.js';
import { pictureMessages } from './picture.js';

const missing = 'Please provide all required fields!';
/** The upload form once read: its text fields and the picture's bytes (`images`). */
const uploadForm = uploadImageFields.extend({
  images: z.instanceof(Buffer, { error: missing }).meta({ type: 'string', format: 'binary', description: 'The picture: JPEG, PNG, WebP or GIF; it is stored as WebP.' }),
});
const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The admin console's gallery: list, upload and delete pictures; admins only (401, then 403). */
export function galleryAdminRoutes(app: App, { galleryAdmin, guards }: { galleryAdmin: GalleryAdmin; guards: Guards }) {
  // Multipart is parsed in this scope alone: no other route takes a form.
  return app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, parts: 11, fieldSize: 2048 } });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const admin = { onRequest: guards.admin } as const;
    const tags = ['admin: gallery'];
    const security = [{ bearer: [] }];

    routes.get('/admin/imagegallery', { ...admin, schema: { tags, security, response: { 200: adminGalleryList } } }, () => galleryAdmin.listImages());
    routes.post(
      '/admin/uploadimage',
      { ...admin, preValidation: readUploadForm, schema: { tags, security, description: `A form (multipart/form-data). The picture may be at most ${megabytes} MB and ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`, consumes: ['multipart/form-data'], body: uploadForm, response: { 201: uploadImageResponse } } },
      async (req, reply) => {
        const { images, ...fields } = req.body;
        const image = await galleryAdmin.uploadImage(callerOf(req), { ...fields, file: images });
        return reply.status(201).send({ ...image, message: 'Image uploaded successfully!', image });
      },
    );
    routes.post('/admin/deleteimage/:id', { ...admin, config: { errors: [404] }, schema: { tags, security, params: galleryIdParams, response: { 200: z.object({ message: z.string() }) } } }, async (req) => {
      await galleryAdmin.deleteImage(callerOf(req), req.params.id);
      return { message: 'Image deleted successfully!' };
    });
  });
}

/**
 * Reads the form into a body the schema checks: text fields as strings, the file as its bytes.
 * The shop's input layer ran before the form was read, so its character rule is applied here.
 * Anything else (a JSON body) is left to the schema, which names what is missing.
 */
async function readUploadForm(req: FastifyRequest) {
  if (!req.isMultipart()) {
    req.body ??= {};
    return;
  }
  const body: Record<string, string | Buffer> = {};
  try {
    for await (const part of req.parts()) {
      if (hasForbiddenCharacter(part.fieldname)) throw badRequest(`A field name of the form ${forbiddenCharacterMessage}.`);
      if (part.type === 'file') {
        if (part.fieldname !== 'images') throw badRequest('Send the picture in the field "images".');
        const bytes = await part.toBuffer();
        // A browser sends an empty file when none was chosen: that is a missing picture.
        if (bytes.length > 0) body.images = bytes;
        continue;
      }
      if (typeof part.value !== 'string' || part.valueTruncated) throw badRequest(`The field ${part.fieldname} is too long.`);
      if (hasForbiddenCharacter(part.value)) throw badRequest(`${part.fieldname} ${forbiddenCharacterMessage}.`);
      body[part.fieldname] = part.value;
    }
  } catch (error) {
    throw formError(error);
  }
  req.body = body;
}

/** The multipart parser's refusals as the shop's errors, with the caps stated. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(pictureMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one picture at a time.');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('The form has too many fields.');
  // The parser's other complaints (a broken boundary, a form cut short) are the sender's doing.
  const status = (error as { statusCode?: unknown }).statusCode;
  const senders = status === undefined || (typeof status === 'number' && status < 500);
  return error instanceof Error && senders ? badRequest('The upload form could not be read.') : error;
}
