import Foundation
import Inertia

// Names UIKit gave before Swift 4.2 (global functions and string constants that the SDK later
// renamed), which programs written for Swift 4 still use.

/// UIKit's older name for `UIImage.pngData()`: the image as PNG data.
@MainActor
public func UIImagePNGRepresentation(_ image: Image) -> Data? { image.pngData() }

/// UIKit's older name for `UIImage.jpegData(compressionQuality:)`: the image as JPEG data at
/// `compressionQuality` (0 smallest to 1 best).
@MainActor
public func UIImageJPEGRepresentation(_ image: Image, _ compressionQuality: CGFloat) -> Data? {
  image.jpegData(compressionQuality: compressionQuality)
}

/// UIKit's older name for `UIImagePickerController.InfoKey.originalImage.rawValue`.
public let UIImagePickerControllerOriginalImage = UIImagePickerController.InfoKey.originalImage.rawValue
/// UIKit's older name for `UIImagePickerController.InfoKey.editedImage.rawValue`.
public let UIImagePickerControllerEditedImage = UIImagePickerController.InfoKey.editedImage.rawValue
/// UIKit's older name for `UIImagePickerController.InfoKey.mediaType.rawValue`.
public let UIImagePickerControllerMediaType = UIImagePickerController.InfoKey.mediaType.rawValue
/// UIKit's older name for `UIImagePickerController.InfoKey.cropRect.rawValue`.
public let UIImagePickerControllerCropRect = UIImagePickerController.InfoKey.cropRect.rawValue

/// The pointer type Objective-C's `NSObject **` out-parameters import as on Apple platforms (as in
/// `popoverPresentationController(_:willRepositionPopoverTo:in:)`); Linux's Swift has no
/// Objective-C runtime, so it is a plain mutable pointer here.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
