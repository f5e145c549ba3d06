// Decoding JPEG data with libjpeg(-turbo) straight into a Cairo RGB24 surface's memory, and
// encoding a Cairo surface's pixels as JPEG data (UIImage.jpegData(compressionQuality:)).
#ifndef INERTIA_JPEG_READER_H
#define INERTIA_JPEG_READER_H

#include <stddef.h>

/// Decodes the JPEG in `data` (`length` bytes) into `height` rows of `width` native-endian xRGB32
/// pixels `stride` bytes apart at `out` (Cairo's RGB24 layout). The image must be exactly `width`
/// x `height` pixels. Returns 0 on success, 1 when the data is not a JPEG this library decodes or
/// is damaged, 2 when its size differs from `width` x `height`. Never exits the process.
int inertia_jpeg_decode_xrgb32(
    const unsigned char *data, size_t length, unsigned char *out, int width, int height, int stride);

/// Encodes `height` rows of native-endian premultiplied ARGB32 pixels (`stride` bytes apart) as a
/// baseline JPEG of `quality` (clamped to 1...100); alpha is dropped, so transparent pixels are
/// black. On success returns 0 and sets `*out` to `*length` bytes the caller frees with `free`;
/// returns 1 for bad arguments, 2 when libjpeg or memory fails. Never exits the process.
int inertia_jpeg_encode_argb32(
    const unsigned char *pixels, int width, int height, int stride, int quality, unsigned char **out,
    unsigned long *length);

#endif
