//! Compiles the CLI's date and time module (`src/bin/html-microsyntax/datetime.rs`)
//! without the binary and runs its unit tests; serde_json is a dev-dependency.

#[path = "../src/bin/html-microsyntax/datetime.rs"]
mod datetime;

#[test]
fn every_syntax_of_the_contract_is_listed() {
    // The date and time names of json-contract.md.
    let names = [
        "month",
        "date",
        "yearless_date",
        "time",
        "local_datetime",
        "normalized_local_datetime",
        "time_zone_offset",
        "global_datetime",
        "week",
        "duration",
        "date_or_time",
        "valid_month",
        "valid_date",
        "valid_yearless_date",
        "valid_time",
        "valid_local_datetime",
        "valid_normalized_local_datetime",
        "valid_time_zone_offset",
        "valid_global_datetime",
        "valid_week",
        "valid_duration",
        "valid_date_with_optional_time",
    ];
    let listed: Vec<&str> = datetime::SYNTAXES.iter().map(|(n, _)| *n).collect();
    assert_eq!(listed, names);
    assert_eq!(
        datetime::run("valid_date_with_optional_time", "14:54")
            .unwrap()
            .unwrap(),
        serde_json::Value::Bool(false)
    );
}
