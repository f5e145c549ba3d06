import Inertia
