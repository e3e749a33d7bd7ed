import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photosApi } from '../../../../contract/api/owner';
import type { ApiError } from '../../../../contract/errors';
import type { AdminPhotos, PhotoPlace, PlacedPhoto } from '../../../../contract/photos';
import { adminKeys } from '../../../api/admin/adminApi';
import { addressOf, call, checked } from '../../../api/call';
import { ApiRequestError, OFFLINE_MESSAGE } from '../../../api/client';
import { parkKeys } from '../../../api/park';

export const photoKeys = { all: [...adminKeys.all, 'photos'] as const };

export const photosQuery = () =>
  queryOptions({
    queryKey: photoKeys.all,
    queryFn: () => call(photosApi.photos),
  });

export const usePhotos = () => useQuery(photosQuery());

function refusal(request: XMLHttpRequest): ApiRequestError {
  const error = (request.response as ApiError | null)?.error;
  if (!error) return new ApiRequestError(request.status, 'http', OFFLINE_MESSAGE);
  return new ApiRequestError(request.status, error.code, error.message, error.fields);
}

/**
 * Sends a photo as a multipart form (alt text first, then the file). XMLHttpRequest rather
 * than fetch: only it tells how much of the file has gone, for the progress bar.
 */
export function sendPhoto(
  upload: { file: File; alt: string },
  onProgress: (fraction: number) => void,
): Promise<AdminPhotos> {
  const form = new FormData();
  form.append('alt', upload.alt);
  form.append('file', upload.file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(photosApi.upload.method, addressOf(photosApi.upload));
    request.responseType = 'json';
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) return reject(refusal(request));
      try {
        resolve(checked(photosApi.upload, request.response));
      } catch (broken) {
        reject(broken);
      }
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network', OFFLINE_MESSAGE));
    request.send(form);
  });
}

/** After any change: the photos as the server answered, Activity and every page's park anew. */
function usePhotoChange<Input>(send: (input: Input) => Promise<AdminPhotos>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (photos) => {
      client.setQueryData(photoKeys.all, photos);
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'activity'] });
      void client.invalidateQueries({ queryKey: parkKeys.all });
    },
  });
}

export const useUploadPhoto = (onProgress: (fraction: number) => void) =>
  usePhotoChange((upload: { file: File; alt: string }) => sendPhoto(upload, onProgress));

export const useChangeAlt = () =>
  usePhotoChange((input: { id: number; alt: string }) =>
    call(photosApi.changeAlt, { params: { id: input.id }, body: { alt: input.alt } }),
  );

export const useRemovePhoto = () =>
  usePhotoChange((id: number) => call(photosApi.remove, { params: { id } }));

export const useSetPlace = () =>
  usePhotoChange((input: { place: PhotoPlace; photos: PlacedPhoto[] }) =>
    call(photosApi.setPlace, { params: { place: input.place }, body: { photos: input.photos } }),
  );
