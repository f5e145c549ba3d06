#include "PNGWriter.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <zlib.h>

static int is_opaque(const unsigned char *data, int width, int height, int stride) {
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
    for (int x = 0; x < width; x++) {
      if ((row[x] >> 24) != 0xFF) return 0;
    }
  }
  return 1;
}

static void convert_row(const unsigned char *source, unsigned char *out, int width, int opaque) {
  const uint32_t *pixels = (const uint32_t *)source;
  for (int x = 0; x < width; x++) {
    uint32_t pixel = pixels[x];
    unsigned alpha = pixel >> 24;
    unsigned red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF;
    if (opaque) {
      out[0] = (unsigned char)red; out[1] = (unsigned char)green; out[2] = (unsigned char)blue;
      out += 3;
      continue;
    }
    if (alpha != 0 && alpha != 0xFF) {
      red = (red * 255 + alpha / 2) / alpha;
      green = (green * 255 + alpha / 2) / alpha;
      blue = (blue * 255 + alpha / 2) / alpha;
    }
    out[0] = (unsigned char)red; out[1] = (unsigned char)green; out[2] = (unsigned char)blue;
    out[3] = (unsigned char)alpha;
    out += 4;
  }
}

int inertia_png_write_argb32(const char *path, const unsigned char *data, int width, int height, int stride) {
  if (width <= 0 || height <= 0) return 2;
  FILE *file = fopen(path, "wb");
  if (!file) return 1;
  int opaque = is_opaque(data, width, height, stride);
  unsigned char *volatile row = malloc((size_t)width * 4);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!row || !png || !info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(png ? &png : NULL, info ? &info : NULL);
    free(row);
    fclose(file);
    return 2;
  }
  png_init_io(png, file);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, Z_BEST_SPEED);
  png_set_compression_strategy(png, Z_RLE);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) {
    convert_row(data + (size_t)y * stride, row, width, opaque);
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  return fclose(file) == 0 ? 0 : 1;
}
