// What members read about pictures (uploads, profile picture, post photos), in one place for the languages issue.
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
  // Profile picture
  profilePictureHeading: "Profile picture",
  profilePictureHelp:
    "A square photo of you helps members recognise you at meetups. JPEG, PNG, WebP or GIF, up to 10 MB.",
  profilePictureChoose: "Choose a picture",
  profilePictureSave: "Upload picture",
  profilePictureRemove: "Remove picture",
  profilePictureSaved: "Profile picture updated",
  profilePictureRemoved: "Profile picture removed",
  profilePictureMissing: "Choose a picture to upload.",
  // Post photos
  addPhotos: "Photos",
  addPhotosHelp: "Up to 4 photos, 10 MB each.",
  describePhoto: (index: number) => `Describe photo ${index} (optional)`,
  describePhotoHint: "Screen readers read this aloud.",
  uploading: "Uploading…",
  openPhoto: (index: number, count: number) => `Open photo ${index} of ${count} full size`,
  photoOf: (name: string) => `Photo shared by ${name}`,
  imageNotFound: "Image not found",
  onePicture: "Choose one picture.",
  // Event covers
  coverHeading: "Cover photo (optional)",
  coverHelp: "Shown on the event's card and page. JPEG, PNG, WebP or GIF, up to 10 MB.",
  describeCover: "Describe the cover (optional)",
  currentCover: "The current cover",
  removeCover: "Remove the cover",
  replaceCover: "Choose a new one to replace it.",
  coverOf: (title: string) => `Cover of ${title}`,
} as const;
