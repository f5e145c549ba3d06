// See JPEGReader.h. libjpeg reports fatal errors through error_exit, which by default ends the
// process: here it jumps back to the caller instead, so damaged data is an error code.
#include "JPEGReader.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct inertia_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf escape;
};

static void inertia_jpeg_error_exit(j_common_ptr info) {
  struct inertia_jpeg_error *error = (struct inertia_jpeg_error *)info->err;
  longjmp(error->escape, 1);
}

static void inertia_jpeg_silent(j_common_ptr info) { (void)info; }

int inertia_jpeg_decode_xrgb32(
    const unsigned char *data, size_t length, unsigned char *out, int width, int height, int stride) {
  if (!data || !out || width <= 0 || height <= 0 || stride < width * 4) return 1;
  struct jpeg_decompress_struct info;
  struct inertia_jpeg_error error;
  unsigned char *row = NULL;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = inertia_jpeg_error_exit;
  error.manager.output_message = inertia_jpeg_silent;
  volatile int status = 1;
  if (setjmp(error.escape)) {
    jpeg_destroy_decompress(&info);
    free(row);
    return status;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, (unsigned long)length);
  if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
    jpeg_destroy_decompress(&info);
    return 1;
  }
  info.out_color_space = JCS_RGB;
  jpeg_start_decompress(&info);
  if ((int)info.output_width != width || (int)info.output_height != height || info.output_components != 3) {
    jpeg_destroy_decompress(&info);
    return 2;
  }
  row = malloc((size_t)width * 3);
  if (!row) {
    jpeg_destroy_decompress(&info);
    return 1;
  }
  while (info.output_scanline < info.output_height) {
    int y = (int)info.output_scanline;
    JSAMPROW rows[1] = {row};
    if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
    unsigned int *pixels = (unsigned int *)(out + (size_t)y * (size_t)stride);
    for (int x = 0; x < width; x++) {
      const unsigned char *rgb = row + x * 3;
      pixels[x] = 0xFF000000u | ((unsigned int)rgb[0] << 16) | ((unsigned int)rgb[1] << 8) | rgb[2];
    }
  }
  status = info.output_scanline == info.output_height ? 0 : 1;
  if (status == 0) jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  free(row);
  return status;
}
