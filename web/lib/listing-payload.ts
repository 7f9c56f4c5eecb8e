/**
 * The multipart body every listing with images sends (a product, an announcement; spec §7): its
 * fields in the order given, then keep_images (edit only: the existing pictures that stay, so removed
 * ones go), then each new picture as `images`. Each area maps its own form values to the fields;
 * a field left undefined is not sent (an edit sends only what changed).
 */
export interface ListingImages {
  /** The ids of the existing pictures to keep; absent when creating. */
  keep?: readonly (number | string)[];
  files: readonly Blob[];
}

export function listingFormData(fields: Readonly<Record<string, string | undefined>>, images: ListingImages | null): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) fd.append(name, value);
  if (images) {
    if (images.keep) fd.append('keep_images', images.keep.join(','));
    for (const file of images.files) fd.append('images', file);
  }
  return fd;
}
