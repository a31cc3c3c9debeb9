//! The kernel text of a staged loop (the stage itself is decided by
//! `accc_passes::ext::cache::stage`): the names of its registers and its tile's extent.

/// The names of a stage's registers in kernel text: the range's start and end, and the
/// tile's start.
pub fn registers(region: &str) -> (String, String, String) {
    (
        format!("__accc_tlo{region}"),
        format!("__accc_thi{region}"),
        format!("__accc_t{region}"),
    )
}

/// The elements in the current tile, as kernel text.
pub fn tile_extent(region: &str, tile: u32) -> String {
    let (_, hi, t) = registers(region);
    format!("({hi} - {t} < {tile} ? {hi} - {t} : {tile})")
}
