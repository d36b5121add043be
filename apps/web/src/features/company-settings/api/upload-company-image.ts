import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '../../../lib/files/uploaded-image';

export const useUploadCompanyImage = (companyId: string) =>
  useMutation({ mutationFn: (file: File) => uploadImage(companyId, file) });
