import Inertia
import InertiaUIKit

/// Texture's ASTextNode2, the text node Texture 3 built on its own text layout (`ASTextLayout`)
/// rather than TextKit: the same API as ``ASTextNode`` (`attributedText`, `maximumNumberOfLines`,
/// `truncationMode`, `truncationAttributedText`, `textContainerInset`, ...), measured and drawn
/// with the same deterministic text metrics here. Texture declares it beside ASTextNode, not
/// below it; here it is a subclass, so code written for either compiles and lays out the same.
@preconcurrency @MainActor
open class ASTextNode2: ASTextNode {}
