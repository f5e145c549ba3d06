import Foundation
import Inertia
import InertiaCairo

/// What an image picker tells its delegate (UIImagePickerControllerDelegate).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// A picture was picked: `info` holds it under `.originalImage` (and `.editedImage` when editing
  /// is allowed).
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled. The default dismisses the picker, as UIKit's does.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  /// Dismisses the picker.
  public func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) { picker.dismiss(animated: true) }
  /// Dismisses the picker.
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}

/// The system image picker (UIImagePickerController). There is no photo library or camera on
/// Linux: presented, it shows an empty "Photos" screen whose Cancel button tells the delegate
/// `imagePickerControllerDidCancel`. A host or test supplies a picture with ``pick(_:)`` (not UIKit).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where pictures come from.
  public enum SourceType: Int, Sendable {
    /// The photo library.
    case photoLibrary
    /// The camera.
    case camera
    /// The saved photos album.
    case savedPhotosAlbum
  }

  /// The keys of a picking's information.
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The picture as picked.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The picture as edited (the same picture here).
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The media type ("public.image").
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The picture's file URL (not given here).
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    /// The crop rectangle (not given here).
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
  }

  /// The picker's delegate as an image picker delegate: the navigation controller's
  /// ``NavigationController/delegate`` when it also adopts `UIImagePickerControllerDelegate`
  /// (UIKit types the picker's delegate as both protocols).
  private var pickerDelegate: UIImagePickerControllerDelegate? {
    delegate as? UIImagePickerControllerDelegate
  }
  /// Where pictures come from. Default `.photoLibrary`.
  public var sourceType = SourceType.photoLibrary
  /// Whether the picture may be edited before it is returned. Default false.
  public var allowsEditing = false
  /// The media types offered. Default `["public.image"]`.
  public var mediaTypes = ["public.image"]

  /// Whether `sourceType` can be used: the photo library and album (empty here), not the camera.
  public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

  /// The media types a source offers: images.
  public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
  }

  /// A picker showing the empty library.
  public init() {
    let library = UIViewController()
    library.title = "Photos"
    super.init(rootViewController: library)
    let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
    cancel.primaryAction = UIAction { [weak self] _ in
      guard let self else { return }
      if let delegate = self.pickerDelegate {
        delegate.imagePickerControllerDidCancel(self)
      } else {
        self.dismiss(animated: true)
      }
    }
    library.navigationItem.rightBarButtonItem = cancel
  }

  /// Archives are not supported; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// Picks `image` as if the user had chosen it: the delegate gets it under `.originalImage` (and
  /// `.editedImage` when ``allowsEditing``), with the media type (not UIKit).
  public func pick(_ image: UIImage) {
    var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
    if allowsEditing { info[.editedImage] = image }
    if let delegate = pickerDelegate {
      delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    } else {
      dismiss(animated: true)
    }
  }
}
