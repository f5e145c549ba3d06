// See JPEGReader.h: JPEG encoding with libjpeg into memory. Fatal libjpeg errors jump back here
// (as in the decoder), so a failure is an error code, never the end of the process.
#include "JPEGReader.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#include <jpeglib.h>

struct inertia_jpeg_write_error {
  struct jpeg_error_mgr manager;
  jmp_buf escape;
};

static void inertia_jpeg_write_error_exit(j_common_ptr info) {
  struct inertia_jpeg_write_error *error = (struct inertia_jpeg_write_error *)info->err;
  longjmp(error->escape, 1);
}

static void inertia_jpeg_write_silent(j_common_ptr info) { (void)info; }

int inertia_jpeg_encode_argb32(
    const unsigned char *pixels, int width, int height, int stride, int quality, unsigned char **out,
    unsigned long *length) {
  if (!pixels || !out || !length || width <= 0 || height <= 0 || stride < width * 4) return 1;
  struct jpeg_compress_struct info;
  struct inertia_jpeg_write_error error;
  unsigned char *volatile row = NULL;
  // Heap cells: libjpeg writes them after setjmp, so they must not be non-volatile locals.
  struct inertia_jpeg_output {
    unsigned char *buffer;
    unsigned long size;
  } *output = calloc(1, sizeof(struct inertia_jpeg_output));
  if (!output) return 2;
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = inertia_jpeg_write_error_exit;
  error.manager.output_message = inertia_jpeg_write_silent;
  if (setjmp(error.escape)) {
    jpeg_destroy_compress(&info);
    free(row);
    free(output->buffer);
    free(output);
    return 2;
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, &output->buffer, &output->size);
  info.image_width = (JDIMENSION)width;
  info.image_height = (JDIMENSION)height;
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
  row = malloc((size_t)width * 3);
  if (!row) longjmp(error.escape, 1);
  jpeg_start_compress(&info, TRUE);
  while (info.next_scanline < info.image_height) {
    const unsigned int *words = (const unsigned int *)(pixels + (size_t)info.next_scanline * (size_t)stride);
    for (int x = 0; x < width; x++) {
      unsigned int word = words[x];
      row[x * 3] = (unsigned char)(word >> 16);
      row[x * 3 + 1] = (unsigned char)(word >> 8);
      row[x * 3 + 2] = (unsigned char)word;
    }
    JSAMPROW rows[1] = {row};
    jpeg_write_scanlines(&info, rows, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  free(row);
  *out = output->buffer;
  *length = output->size;
  free(output);
  return 0;
}
