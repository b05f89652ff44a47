/**
 * An airport's add-ons and packages (issue 41 item 6, for item 4's extras): `GET
 * /api/ops/airports/:iata/extras` (dispatcher, admin), and the admin's `POST .../add-ons`, `PATCH
 * .../add-ons/:code`, `POST .../packages`, `PATCH .../packages/:code`. A change answers the server's
 * sentence (`message`), which the console shows as sent; its success refreshes the airport's extras.
 */
import {
  AddOnResultSchema,
  type CreateAddOnRequest,
  type CreatePackageRequest,
  ExtrasCatalogueSchema,
  PackageResultSchema,
  successEnvelope,
  type UpdateAddOnRequest,
  type UpdatePackageRequest,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { airportsKey } from './airports';

const CatalogueResponse = successEnvelope(ExtrasCatalogueSchema);
const AddOnResponse = successEnvelope(AddOnResultSchema);
const PackageResponse = successEnvelope(PackageResultSchema);

// Below the airports' key, as the pricing is: a refreshed airport list refreshes these too.
const extrasKey = (iata: string) => [...airportsKey, iata, 'extras'] as const;
const airportPath = (iata: string) => `/ops/airports/${encodeURIComponent(iata)}`;

/** Every add-on and package of the airport, inactive ones included, in the booking form's order. @throws ApiError. */
export const airportExtrasQuery = (iata: string) =>
  queryOptions({
    queryKey: extrasKey(iata),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`${airportPath(iata)}/extras`, { schema: CatalogueResponse, ...(signal ? { signal } : {}) }))
        .data,
  });

/** A catalogue change whose success refreshes the airport's extras; resolves to the whole answer. */
function useExtrasMutation<V extends { iata: string }, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_, { iata }) => queryClient.invalidateQueries({ queryKey: extrasKey(iata) }),
  });
}

/** Adds an add-on; refused with 409 (code taken) or 400 (unit size), each with its sentence. */
export const useCreateAddOn = () =>
  useExtrasMutation(({ iata, addOn }: { iata: string; addOn: CreateAddOnRequest }) =>
    apiClient.post(`${airportPath(iata)}/add-ons`, addOn, { schema: AddOnResponse }),
  );

/** Changes an add-on (never its code); bookings already made keep their lines. */
export const useUpdateAddOn = () =>
  useExtrasMutation(({ iata, code, changes }: { iata: string; code: string; changes: UpdateAddOnRequest }) =>
    apiClient.patch(`${airportPath(iata)}/add-ons/${encodeURIComponent(code)}`, changes, { schema: AddOnResponse }),
  );

/** Adds a package; refused with 409 (code taken) or 422 (an add-on the airport lacks). */
export const useCreatePackage = () =>
  useExtrasMutation(({ iata, pack }: { iata: string; pack: CreatePackageRequest }) =>
    apiClient.post(`${airportPath(iata)}/packages`, pack, { schema: PackageResponse }),
  );

/** Changes a package; `items`, when sent, replace its items as a whole. */
export const useUpdatePackage = () =>
  useExtrasMutation(({ iata, code, changes }: { iata: string; code: string; changes: UpdatePackageRequest }) =>
    apiClient.patch(`${airportPath(iata)}/packages/${encodeURIComponent(code)}`, changes, {
      schema: PackageResponse,
    }),
  );
