import Foundation
import Inertia

/// Texture's ASExperimentalFeatures: the experiments a configuration turns on, with the bits of
/// Texture 3.0 (`exp_text_node` is 1 << 0 … `exp_do_not_cache_accessibility_elements` 1 << 11).
/// InertiaTexture behaves the same whichever are on: it records them (``ASActivateExperimentalFeature(_:)``
/// answers as Texture's does) for code that asks.
///
/// See also: ``ASConfiguration``, ``ASConfigurationManager``.
public struct ASExperimentalFeatures: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// `exp_text_node`: ASTextNode2 stands in for ASTextNode.
  public static let textNode = Self(rawValue: 1 << 0)
  /// `exp_interface_state_coalesce`.
  public static let interfaceStateCoalescing = Self(rawValue: 1 << 1)
  /// `exp_infer_layer_defaults`.
  public static let layerDefaults = Self(rawValue: 1 << 2)
  /// `exp_collection_teardown`.
  public static let collectionTeardown = Self(rawValue: 1 << 3)
  /// `exp_framesetter_cache`.
  public static let framesetterCache = Self(rawValue: 1 << 4)
  /// `exp_skip_clear_data`.
  public static let skipClearData = Self(rawValue: 1 << 5)
  /// `exp_did_enter_preload_skip_asm_layout`.
  public static let didEnterPreloadSkipASMLayout = Self(rawValue: 1 << 6)
  /// `exp_dispatch_apply`.
  public static let dispatchApply = Self(rawValue: 1 << 7)
  /// `exp_drawing_global`.
  public static let drawingGlobal = Self(rawValue: 1 << 8)
  /// `exp_optimize_data_controller_pipeline`.
  public static let optimizeDataControllerPipeline = Self(rawValue: 1 << 9)
  /// `exp_trait_collection_did_change_with_previous_collection`: nodes hear trait changes with the
  /// previous collection (and image nodes redraw asset images for the new appearance).
  public static let traitCollectionDidChangeWithPreviousCollection = Self(rawValue: 1 << 10)
  /// `exp_do_not_cache_accessibility_elements`.
  public static let doNotCacheAccessibilityElements = Self(rawValue: 1 << 11)
  /// Every experiment (Texture's `ASExperimentalFeatureAll`).
  public static let featureAll = Self(rawValue: 0xFFFF_FFFF)
}

/// Texture's ASConfigurationDelegate: in Texture, told when an experiment is first asked for.
/// InertiaTexture never calls it (no code of its own asks for an experiment).
public protocol ASConfigurationDelegate: AnyObject {
  /// Texture calls it once for the features newly activated, on a background queue.
  func textureDidActivateExperimentalFeatures(_ features: ASExperimentalFeatures)
}

/// Texture's ASConfiguration: the experiments to turn on, given to
/// ``ASConfigurationManager/test_reset(with:)`` (or, in Texture, returned by the app's
/// `ASConfigurationProvider`).
///
/// See also: ``ASExperimentalFeatures``.
open class ASConfiguration {
  /// The experiments on. Default none.
  open var experimentalFeatures: ASExperimentalFeatures = []
  /// The configuration's delegate (held weakly; see ``ASConfigurationDelegate``). Default nil.
  open weak var delegate: ASConfigurationDelegate?

  /// A configuration with no experiments.
  public init() {}

  /// A configuration from a dictionary, as Texture's `initWithDictionary:`: its
  /// `experimental_features` array of feature names (`"exp_text_node"`, …) turns those on.
  public init(dictionary: [String: Any]?) {
    let names = dictionary?["experimental_features"] as? [String] ?? []
    experimentalFeatures = names.reduce(into: []) { features, name in
      if let index = ASConfigurationManager.featureNames.firstIndex(of: name) {
        features.insert(ASExperimentalFeatures(rawValue: 1 << UInt(index)))
      }
    }
  }
}

/// Texture's ASConfigurationManager: holds the process's configuration.
public enum ASConfigurationManager {
  /// Texture's feature names, in bit order.
  static let featureNames = [
    "exp_text_node", "exp_interface_state_coalesce", "exp_infer_layer_defaults", "exp_collection_teardown",
    "exp_framesetter_cache", "exp_skip_clear_data", "exp_did_enter_preload_skip_asm_layout",
    "exp_dispatch_apply", "exp_drawing_global", "exp_optimize_data_controller_pipeline",
    "exp_trait_collection_did_change_with_previous_collection", "exp_do_not_cache_accessibility_elements",
  ]
  private static let lock = NSLock()
  nonisolated(unsafe) private static var features: ASExperimentalFeatures = []

  /// The experiments of the configuration in use (none until ``test_reset(with:)``).
  public static var experimentalFeatures: ASExperimentalFeatures { lock.withLock { features } }

  /// Replaces the configuration in use with `configuration` (nil: none), as Texture's
  /// `test_resetWithConfiguration:` (which apps call from their delegate, as its name warns).
  public static func test_reset(with configuration: ASConfiguration?) {
    let new = configuration?.experimentalFeatures ?? []
    lock.withLock { features = new }
  }
}

/// Whether `feature` is on in the configuration in use (Texture's `ASActivateExperimentalFeature`).
public func ASActivateExperimentalFeature(_ feature: ASExperimentalFeatures) -> Bool {
  ASConfigurationManager.experimentalFeatures.contains(feature)
}
