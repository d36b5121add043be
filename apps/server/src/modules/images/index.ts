/** Product and company images: upload under the company scope, public GET /uploads/:companyId/:file. */
export { registerImageRoutes } from './images.routes';
export { createImagesService, type ImagesService } from './images.service';
