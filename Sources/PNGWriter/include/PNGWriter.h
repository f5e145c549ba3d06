// A fast PNG writer for Cairo's ARGB32 surfaces: libpng with zlib's fastest level and the Sub
// filter, which keeps flat interface pixels small while spending far less time than Cairo's own
// writer (default level, adaptive filters); run-length matching suits their long runs of one
// colour. Opaque surfaces are written as RGB, others as unpremultiplied RGBA, as Cairo does.
#ifndef INERTIA_PNG_WRITER_H
#define INERTIA_PNG_WRITER_H

/// Writes `height` rows of native-endian premultiplied ARGB32 pixels (`stride` bytes apart) to
/// `path`. Returns 0 on success, 1 when the file cannot be opened or closed, 2 when libpng or
/// memory fails.
int inertia_png_write_argb32(const char *path, const unsigned char *data, int width, int height, int stride);

#endif
