import Foundation

extension Image {
  /// Whether ``encodedData`` holds a JPEG (it starts with JPEG's start-of-image marker).
  public var isJPEG: Bool { Self.isJPEGData(encodedData) }

  /// Whether `data` starts with JPEG's start-of-image marker.
  static func isJPEGData(_ data: Data) -> Bool {
    data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8
      && data[data.startIndex + 2] == 0xFF
  }

  /// The width and height a JPEG's frame header (its SOF marker) gives, or nil for other data,
  /// a header past the data's end, or sizes outside 1...``maximumPixelLength``. The markers are
  /// walked by their lengths, so the scan reads each byte at most once.
  public static func jpegPixelSize(_ data: Data) -> (width: Int, height: Int)? {
    guard isJPEGData(data) else { return nil }
    let bytes = [UInt8](data)
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {  // fill byte
        index += 1
        continue
      }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
        index += 2
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      guard length >= 2 else { return nil }
      if isFrameMarker(marker) {
        guard index + 9 <= bytes.count, length >= 7 else { return nil }
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        guard (1...maximumPixelLength).contains(width), (1...maximumPixelLength).contains(height) else {
          return nil
        }
        return (width, height)
      }
      if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or scan data before a frame
      index += 2 + length
    }
    return nil
  }

  /// Whether `marker` starts a frame (SOF0-SOF15, less DHT, JPG and DAC).
  private static func isFrameMarker(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }
}
