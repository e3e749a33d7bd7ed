import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { fieldsApi, photosApi } from '../../../../contract/api/owner';
import type { FieldSettings, ParkField } from '../../../../contract/parkFields';
import type { PlacedPhoto } from '../../../../contract/photos';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';
import { type ParkData, parkKeys } from '../../../api/park';
import { settingsKeys } from './settingsApi';

/** The park every page reads, with its fields as the server now has them. */
function showFields(client: QueryClient, change: (fields: ParkField[]) => ParkField[]): void {
  client.setQueryData<ParkData>(parkKeys.all, (old) =>
    old ? { ...old, park: { ...old.park, fields: change(old.park.fields) } } : old,
  );
}

const replaced = (field: ParkField) => (fields: ParkField[]) =>
  fields.some((old) => old.id === field.id)
    ? fields.map((old) => (old.id === field.id ? field : old))
    : [...fields, field];

/**
 * After a change to a field: the field as answered at once, then the park read afresh (the
 * first field's hours and prices are the park's own) and the Settings sections that edit it,
 * and Activity.
 */
function useFieldChange<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  shown: (answer: Answer) => (fields: ParkField[]) => ParkField[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      showFields(client, shown(answer));
      void client.invalidateQueries({ queryKey: parkKeys.all });
      void client.invalidateQueries({ queryKey: settingsKeys.all });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'activity'] });
    },
  });
}

export const useAddField = () =>
  useFieldChange(
    (field: FieldSettings) => call(fieldsApi.add, { body: field }),
    (answer) => replaced(answer.field),
  );

export const useChangeField = () =>
  useFieldChange(
    ({ id, field }: { id: number; field: FieldSettings }) =>
      call(fieldsApi.change, { params: { id }, body: field }),
    (answer) => replaced(answer.field),
  );

/** Closes a field to new bookings, or opens it again; answers its bookings still to come. */
export const useRetireField = () =>
  useFieldChange(
    ({ id, retired }: { id: number; retired: boolean }) =>
      call(fieldsApi.retire, { params: { id }, body: { retired } }),
    (answer) => replaced(answer.field),
  );

export const useOrderFields = () =>
  useFieldChange(
    (fieldIds: number[]) => call(fieldsApi.order, { body: { fieldIds } }),
    (answer) => () => answer.fields,
  );

/** A field's own gallery: which photos, in order, with their captions. */
export const useSetFieldPhotos = () =>
  useFieldChange(
    ({ id, photos }: { id: number; photos: PlacedPhoto[] }) =>
      call(photosApi.setFieldPlace, { params: { id }, body: { photos } }),
    (answer) => (fields) =>
      fields.map((field) =>
        field.id === answer.fieldId ? { ...field, photos: answer.photos } : field,
      ),
  );
