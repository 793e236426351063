//! Tables generated from the registries in `data/` by `scripts/registries.py`
//! (feature `registries`): the IANA Language Subtag Registry for
//! [`language`](crate::language) and the microformats wiki's rel values for
//! [`keyword_sets`](crate::keyword_sets). Do not edit the generated files:
//! refresh the data file and run the script (docs/registries.md).

#[rustfmt::skip]
pub(crate) mod language_subtags;
#[rustfmt::skip]
pub(crate) mod rel_extensions;

#[cfg(test)]
mod tests {
    use super::{language_subtags, rel_extensions};

    /// FNV-1a, 64 bits: what scripts/registries.py computes over the data file.
    fn fnv1a64(bytes: &[u8]) -> u64 {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    const LSR: &[u8] = include_bytes!("../../../data/language-subtag-registry.txt");
    const LSR_SOURCE: &str = include_str!("../../../data/language-subtag-registry.source");
    const REL: &str = include_str!("../../../data/microformats-rel-values.txt");

    #[test]
    fn tables_were_made_from_the_stored_files() {
        assert_eq!(
            fnv1a64(LSR),
            language_subtags::SOURCE_FNV1A64,
            "data/language-subtag-registry.txt changed: run python3 scripts/registries.py"
        );
        assert_eq!(
            fnv1a64(REL.as_bytes()),
            rel_extensions::SOURCE_FNV1A64,
            "data/microformats-rel-values.txt changed: run python3 scripts/registries.py"
        );
    }

    #[test]
    fn stored_files_name_their_source_and_date() {
        // The registry's own first line is its File-Date; the .source file
        // beside it says where the copy came from and repeats the date.
        let first = core::str::from_utf8(LSR).unwrap().lines().next().unwrap();
        assert_eq!(
            first,
            alloc::format!("File-Date: {}", language_subtags::FILE_DATE)
        );
        assert!(LSR_SOURCE
            .contains("Source: https://www.iana.org/assignments/language-subtag-registry"));
        assert!(LSR_SOURCE.contains(first));
        assert!(LSR_SOURCE.contains("Via: "));
        let header: alloc::vec::Vec<&str> =
            REL.lines().take_while(|l| l.starts_with('#')).collect();
        assert!(header
            .iter()
            .any(|l| l.starts_with("# Source: https://microformats.org/wiki/existing-rel-values")));
        assert!(header.iter().any(|l| l.starts_with("# Via: ")));
        let date = alloc::format!("# Date: {}", rel_extensions::DATE);
        assert!(header.contains(&date.as_str()));
    }

    #[test]
    fn tables_are_sorted_for_binary_search() {
        assert!(language_subtags::LANGUAGES.windows(2).all(|w| w[0] < w[1]));
        assert!(language_subtags::SCRIPTS.windows(2).all(|w| w[0] < w[1]));
        assert!(language_subtags::REGIONS.windows(2).all(|w| w[0] < w[1]));
        assert!(language_subtags::EXTLANGS
            .windows(2)
            .all(|w| w[0].0 < w[1].0));
        assert!(language_subtags::VARIANTS
            .windows(2)
            .all(|w| w[0].0 < w[1].0));
        assert!(language_subtags::DEPRECATED
            .windows(2)
            .all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)));
        assert!(language_subtags::TAGS.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(rel_extensions::REL_EXTENSIONS
            .windows(2)
            .all(|w| w[0].0 < w[1].0));
    }
}
