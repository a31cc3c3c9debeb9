//! "Did you mean" suggestions for misspelled directive, clause and keyword names.

/// The candidate closest to `word`, if it is close enough to be a likely typo: equal up
/// to case, or within an edit distance of about a third of the word's length, or sharing
/// a long prefix (`reduce` → `reduction`).
pub(crate) fn suggest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    if word.is_empty() {
        return None;
    }
    let lower = word.to_ascii_lowercase();
    if let Some(c) = candidates
        .iter()
        .find(|c| c.eq_ignore_ascii_case(word) && **c != word)
    {
        return Some(c);
    }
    let limit = (word.chars().count() / 3).max(1);
    let best = candidates
        .iter()
        .filter(|c| **c != word)
        .map(|c| {
            (
                strsim::damerau_levenshtein(&lower, &c.to_ascii_lowercase()),
                *c,
            )
        })
        .min_by_key(|&(d, c)| (d, c.len()));
    if let Some((d, c)) = best {
        if d <= limit {
            return Some(c);
        }
    }
    // A long common prefix with a longer or shorter name (`reduce` → `reduction`,
    // `independant` is caught by the edit distance above).
    candidates
        .iter()
        .filter(|c| **c != word && c.len() >= 4 && lower.len() >= 4)
        .map(|c| (strsim::jaro_winkler(&lower, &c.to_ascii_lowercase()), *c))
        .filter(|&(s, c)| s >= 0.85 && common_prefix(&lower, c) >= 4)
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

fn common_prefix(a: &str, b: &str) -> usize {
    a.bytes()
        .zip(b.bytes())
        .take_while(|(x, y)| x.eq_ignore_ascii_case(y))
        .count()
}

#[cfg(test)]
mod tests {
    use super::suggest;

    #[test]
    fn close_words_are_suggested() {
        let c = [
            "vector",
            "vector_length",
            "gang",
            "worker",
            "reduction",
            "copyin",
        ];
        assert_eq!(suggest("vectr", &c), Some("vector"));
        assert_eq!(suggest("VECTOR", &c), Some("vector"));
        assert_eq!(suggest("gnag", &c), Some("gang"));
        assert_eq!(suggest("reduce", &c), Some("reduction"));
        assert_eq!(suggest("copyni", &c), Some("copyin"));
        assert_eq!(suggest("xyz", &c), None);
        assert_eq!(suggest("banana", &c), None);
        assert_eq!(suggest("", &c), None);
    }
}
