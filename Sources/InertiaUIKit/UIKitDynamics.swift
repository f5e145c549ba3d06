// UIKit Dynamics' names.
import Inertia

/// UIKit's name for ``Inertia/DynamicAnimator``.
public typealias UIDynamicAnimator = DynamicAnimator
/// UIKit's name for ``Inertia/DynamicAnimatorDelegate``.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// UIKit's name for ``Inertia/DynamicItem``.
public typealias UIDynamicItem = DynamicItem
/// UIKit's name for ``Inertia/DynamicBehavior``.
public typealias UIDynamicBehavior = DynamicBehavior
/// UIKit's name for ``Inertia/GravityBehavior``.
public typealias UIGravityBehavior = GravityBehavior
/// UIKit's name for ``Inertia/CollisionBehavior``.
public typealias UICollisionBehavior = CollisionBehavior
/// UIKit's name for ``Inertia/CollisionBehaviorDelegate``.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// UIKit's name for ``Inertia/SnapBehavior``.
public typealias UISnapBehavior = SnapBehavior
/// UIKit's name for ``Inertia/PushBehavior``.
public typealias UIPushBehavior = PushBehavior
/// UIKit's name for ``Inertia/AttachmentBehavior``.
public typealias UIAttachmentBehavior = AttachmentBehavior
/// UIKit's name for ``Inertia/DynamicItemBehavior``.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
