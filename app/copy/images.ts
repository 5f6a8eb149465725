// The English refusals about pictures that the models and the upload parser give (API errors and form errors);
// pages show them in their language through the `errors` messages (app/locales/*/errors.json).
export const IMAGE_COPY = {
  notAPicture: "That file is not a picture we can use. Choose a JPEG, PNG, WebP or GIF photo.",
  unreadable: "That picture could not be read. It may be damaged; try another one.",
  tooManyPixels: "That picture is too large (more than 50 megapixels). Choose a smaller one.",
  heic: "That HEIC picture could not be read here. Choose JPEG in your phone's camera settings, or share it as JPEG.",
  tooLarge: "Each photo must be at most 10 MB.",
  tooMany: "A post can have at most 4 photos.",
  busy: "Many pictures are being processed right now. Please try again in a moment.",
  uploadBroken: "The upload could not be read. Please try again.",
  altTooLong: "A photo description must be at most 500 characters.",
  photoLinkGone:
    "Photo links are no longer taken: upload photos instead (multipart/form-data to POST /api/posts, field photos).",
  profilePictureMissing: "Choose a picture to upload.",
  photoGone: "A photo you chose is no longer available. Choose it again.",
  imageNotFound: "Image not found",
  onePicture: "Choose one picture.",
} as const;
