//! Life and death of blocks: Benson's unconditional life, eye shapes (the
//! nakade table of Müller 1999 §3.3), and the safety rules that say whether
//! winning a race secures the winner (Müller 1997).

mod benson;
mod eye_game;
pub(crate) mod eye_space;
pub(crate) mod group;
mod nakade;
mod safety;
mod static_rules;
mod unconditional;

pub(crate) use benson::benson_local_with;
pub use benson::{benson, benson_local};
pub use eye_game::{
    EyeCounter, EyeLife, eye_as_counter, eye_counter, eye_life, eye_life_beside, outside_as_counter,
};
pub(crate) use eye_game::{
    EyeNodes, eye_counter_within, eye_life_within, longest_race, outside_as_counter_within,
};
pub use nakade::{
    NAKADE_POINTS, NakadeShape, can_make_two_eyes, eye_liberties, eye_status, is_nakade_eye,
    nakade_shape, vital_point,
};
pub use safety::{Safety, safety_after_winning};
pub(crate) use static_rules::might_live;
pub use static_rules::static_safety;
pub use unconditional::{
    Unconditional, UnconditionalLife, unconditional_life, unconditional_status,
};
