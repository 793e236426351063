//! The server's state and what each message means: the lifecycle
//! (`initialize`, `shutdown`, `exit`), the document notifications, and the
//! requests, each answered. [`Server::handle_payload`] takes one message's
//! bytes and returns the messages to send; it does no I/O besides reading
//! configuration files.

use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;

use html_microsyntax::document::{check_str_with, Finding};
use lsp_server::{ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidChangeWatchedFiles, DidCloseTextDocument, DidOpenTextDocument,
    Notification as _, PublishDiagnostics, ShowMessage,
};
use lsp_types::request::{
    CodeActionRequest, Completion, HoverRequest, RegisterCapability, Request as _,
};
use lsp_types::{
    CodeActionKind, CodeActionOptions, CodeActionProviderCapability, CompletionOptions,
    DidChangeTextDocumentParams, DidCloseTextDocumentParams, DidOpenTextDocumentParams,
    FileSystemWatcher, GlobPattern, HoverProviderCapability, InitializeResult, MessageType,
    PublishDiagnosticsParams, Registration, RegistrationParams, ServerCapabilities, ServerInfo,
    ShowMessageParams, TextDocumentSyncCapability, TextDocumentSyncKind, Url,
};
use serde_json::{json, Value};

use super::config::{Configs, Found};
use super::diagnostics::{config_diagnostic, diagnostic};
use super::documents::Documents;
use super::positions::{Encoding, LineIndex};
use super::{actions, completion, hover};

/// Where the server is in its lifecycle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lifecycle {
    /// Before `initialize`.
    Uninitialized,
    /// Between `initialize` and `shutdown`.
    Running,
    /// After `shutdown`: only `exit` is expected.
    ShutDown,
}

/// The server.
#[derive(Debug)]
pub struct Server {
    lifecycle: Lifecycle,
    exit: Option<u8>,
    encoding: Encoding,
    /// Whether the client watches files for us (dynamic registration of
    /// `workspace/didChangeWatchedFiles`).
    watch: bool,
    documents: Documents,
    configs: Configs,
    /// The configuration files whose rejection was shown, with the
    /// message shown.
    rejected: HashMap<PathBuf, String>,
    /// The last manifest problem shown (shown again only when it changes).
    manifest_problem: Option<String>,
    /// The id of the next request to the client.
    next_id: i32,
}

impl Default for Server {
    fn default() -> Self {
        Server::new()
    }
}

/// The JSON-RPC error code of a request before `initialize`.
const SERVER_NOT_INITIALIZED: i32 = -32002;

impl Server {
    /// A server waiting for `initialize`.
    pub fn new() -> Server {
        Server {
            lifecycle: Lifecycle::Uninitialized,
            exit: None,
            encoding: Encoding::Utf16,
            watch: false,
            documents: Documents::default(),
            configs: Configs::default(),
            rejected: HashMap::new(),
            manifest_problem: None,
            next_id: 0,
        }
    }

    /// The exit status once `exit` came: 0 after `shutdown`, 1 otherwise.
    pub fn exit_code(&self) -> Option<u8> {
        self.exit
    }

    /// One message's content (any bytes): the messages to send, as
    /// JSON-RPC objects.
    /// Bytes that are not JSON answer a parse error, JSON that is not a
    /// message an invalid request (both with a null id, or the message's
    /// own id when it has one).
    pub fn handle_payload(&mut self, payload: &[u8]) -> Vec<Value> {
        let value: Value = match serde_json::from_slice(payload) {
            Ok(value) => value,
            Err(e) => return vec![error_without_id(ErrorCode::ParseError, &e.to_string())],
        };
        let id = value.get("id").cloned();
        let invalid = |why: String| {
            let message = format!("not a request, response or notification: {why}");
            match id
                .clone()
                .and_then(|id| serde_json::from_value::<RequestId>(id).ok())
            {
                Some(id) => vec![to_json(error(
                    id,
                    ErrorCode::InvalidRequest as i32,
                    message,
                ))],
                None => vec![error_without_id(ErrorCode::InvalidRequest, &message)],
            }
        };
        // Which of the three a message is, by its members (an untagged
        // read would take `{"id": 1, "method": 5}` for a response).
        let Some(object) = value.as_object() else {
            return invalid("not an object".to_string());
        };
        let message = match (object.get("method"), object.contains_key("id")) {
            (Some(Value::String(_)), true) => {
                serde_json::from_value::<Request>(value).map(Message::Request)
            }
            (Some(Value::String(_)), false) => {
                serde_json::from_value::<Notification>(value).map(Message::Notification)
            }
            (Some(_), _) => return invalid("the method is not a string".to_string()),
            (None, true) if object.contains_key("result") || object.contains_key("error") => {
                serde_json::from_value::<Response>(value).map(Message::Response)
            }
            (None, _) => return invalid("no method, and no result or error".to_string()),
        };
        match message {
            Ok(message) => self.handle(message).into_iter().map(to_json).collect(),
            Err(e) => invalid(e.to_string()),
        }
    }

    /// One message: the messages to send.
    pub fn handle(&mut self, message: Message) -> Vec<Message> {
        match message {
            Message::Request(request) => {
                let id = request.id.clone();
                // A panic in one request answers an error; the server lives.
                match catch_unwind(AssertUnwindSafe(|| self.request(request))) {
                    Ok(messages) => messages,
                    Err(_) => vec![error(
                        id,
                        ErrorCode::InternalError as i32,
                        "html-microsyntax failed on this request (a bug)".to_string(),
                    )],
                }
            }
            Message::Notification(notification) => self.notification(notification),
            // The answers to our registration: nothing to do.
            Message::Response(_) => Vec::new(),
        }
    }

    fn request(&mut self, request: Request) -> Vec<Message> {
        let Request { id, method, params } = request;
        match (self.lifecycle, method.as_str()) {
            (Lifecycle::Uninitialized, "initialize") => vec![self.initialize(id, &params)],
            (Lifecycle::Uninitialized, _) => vec![error(
                id,
                SERVER_NOT_INITIALIZED,
                "the server is not initialized".to_string(),
            )],
            (Lifecycle::ShutDown, _) => vec![error(
                id,
                ErrorCode::InvalidRequest as i32,
                "the server is shut down".to_string(),
            )],
            (Lifecycle::Running, "initialize") => vec![error(
                id,
                ErrorCode::InvalidRequest as i32,
                "the server is already initialized".to_string(),
            )],
            (Lifecycle::Running, "shutdown") => {
                self.lifecycle = Lifecycle::ShutDown;
                vec![Message::Response(Response::new_ok(id, Value::Null))]
            }
            (Lifecycle::Running, HoverRequest::METHOD) => {
                vec![
                    self.answer(id, params, |server, p: lsp_types::HoverParams| {
                        let doc = server
                            .documents
                            .get(&p.text_document_position_params.text_document.uri);
                        Ok(doc.and_then(|doc| hover::hover(doc, &p, server.encoding)))
                    }),
                ]
            }
            (Lifecycle::Running, Completion::METHOD) => {
                vec![
                    self.answer(id, params, |server, p: lsp_types::CompletionParams| {
                        let doc = server
                            .documents
                            .get(&p.text_document_position.text_document.uri);
                        Ok(doc.and_then(|doc| completion::completion(doc, &p, server.encoding)))
                    }),
                ]
            }
            (Lifecycle::Running, CodeActionRequest::METHOD) => {
                vec![
                    self.answer(id, params, |server, p: lsp_types::CodeActionParams| {
                        let doc = server.documents.get(&p.text_document.uri);
                        Ok(doc.map(|doc| actions::code_actions(doc, &p, server.encoding)))
                    }),
                ]
            }
            (Lifecycle::Running, _) => vec![error(
                id,
                ErrorCode::MethodNotFound as i32,
                format!("unknown method {method:?}"),
            )],
        }
    }

    /// The answer to a request whose parameters are `P`: `InvalidParams`
    /// when they do not read as `P`, else `run`'s result.
    fn answer<P, R>(
        &mut self,
        id: RequestId,
        params: Value,
        run: impl FnOnce(&mut Server, P) -> Result<R, String>,
    ) -> Message
    where
        P: serde::de::DeserializeOwned,
        R: serde::Serialize,
    {
        let params = match serde_json::from_value::<P>(params) {
            Ok(p) => p,
            Err(e) => return error(id, ErrorCode::InvalidParams as i32, e.to_string()),
        };
        match run(self, params) {
            Ok(result) => Message::Response(Response::new_ok(id, result)),
            Err(e) => error(id, ErrorCode::InternalError as i32, e),
        }
    }

    /// `initialize`: the position encoding, and what the server does.
    fn initialize(&mut self, id: RequestId, params: &Value) -> Message {
        // Read leniently: a client's odd capability must not cost the session.
        let offered: Option<Vec<lsp_types::PositionEncodingKind>> = params
            .pointer("/capabilities/general/positionEncodings")
            .and_then(|v| serde_json::from_value(v.clone()).ok());
        self.encoding = Encoding::negotiate(offered.as_deref());
        self.watch = params
            .pointer("/capabilities/workspace/didChangeWatchedFiles/dynamicRegistration")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        self.lifecycle = Lifecycle::Running;
        let capabilities = ServerCapabilities {
            position_encoding: Some(self.encoding.kind()),
            text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
            hover_provider: Some(HoverProviderCapability::Simple(true)),
            completion_provider: Some(CompletionOptions {
                trigger_characters: Some(["\"", "'", "=", " ", "-"].map(str::to_string).to_vec()),
                ..CompletionOptions::default()
            }),
            code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
                code_action_kinds: Some(vec![CodeActionKind::QUICKFIX]),
                ..CodeActionOptions::default()
            })),
            ..ServerCapabilities::default()
        };
        let result = InitializeResult {
            capabilities,
            server_info: Some(ServerInfo {
                name: "html-microsyntax".to_string(),
                version: Some(env!("CARGO_PKG_VERSION").to_string()),
            }),
        };
        Message::Response(Response::new_ok(id, result))
    }

    fn notification(&mut self, notification: Notification) -> Vec<Message> {
        let Notification { method, params } = notification;
        if method == "exit" {
            self.exit = Some(if self.lifecycle == Lifecycle::ShutDown {
                0
            } else {
                1
            });
            return Vec::new();
        }
        if self.lifecycle != Lifecycle::Running {
            return Vec::new();
        }
        match method.as_str() {
            "initialized" if self.watch => vec![self.register_watcher()],
            DidOpenTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<DidOpenTextDocumentParams>(params) else {
                    return Vec::new();
                };
                let uri = p.text_document.uri;
                self.documents
                    .open(uri.clone(), p.text_document.text, p.text_document.version);
                self.check(&uri)
            }
            DidChangeTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<DidChangeTextDocumentParams>(params) else {
                    return Vec::new();
                };
                let uri = p.text_document.uri;
                let Some(doc) = self.documents.get(&uri) else {
                    return Vec::new();
                };
                // Whole texts (the synchronization asked for); a client that
                // sends ranges anyway gets them applied in order.
                let mut text = doc.text.clone();
                for change in p.content_changes {
                    match change.range {
                        None => text = change.text,
                        Some(range) => {
                            let lines = LineIndex::new(&text);
                            let start = lines.offset(&text, range.start, self.encoding);
                            let end = lines.offset(&text, range.end, self.encoding).max(start);
                            text.replace_range(start..end, &change.text);
                        }
                    }
                }
                self.documents.change(&uri, text, p.text_document.version);
                self.check(&uri)
            }
            DidCloseTextDocument::METHOD => {
                let Ok(p) = serde_json::from_value::<DidCloseTextDocumentParams>(params) else {
                    return Vec::new();
                };
                self.documents.close(&p.text_document.uri);
                vec![publish(p.text_document.uri, Vec::new(), None)]
            }
            DidChangeWatchedFiles::METHOD => {
                // A configuration file or a manifest changed (or appeared,
                // or went):
                // check every open document again.
                self.configs.forget();
                self.documents
                    .uris()
                    .iter()
                    .flat_map(|uri| self.check(uri))
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    /// The request that asks the client to tell us when a configuration
    /// file changes.
    fn register_watcher(&mut self) -> Message {
        self.next_id += 1;
        let watchers: Vec<FileSystemWatcher> = [
            format!("**/{}", html_microsyntax::document::CONFIG_FILE_NAME),
            "**/package.json".to_string(),
            "**/custom-elements.json".to_string(),
        ]
        .into_iter()
        .map(|pattern| FileSystemWatcher {
            glob_pattern: GlobPattern::String(pattern),
            kind: None,
        })
        .collect();
        let options = json!({ "watchers": watchers });
        let params = RegistrationParams {
            registrations: vec![Registration {
                id: "html-microsyntax-configuration".to_string(),
                method: DidChangeWatchedFiles::METHOD.to_string(),
                register_options: Some(options),
            }],
        };
        Message::Request(Request::new(
            RequestId::from(self.next_id),
            RegisterCapability::METHOD.to_string(),
            params,
        ))
    }

    /// Checks an open document with its configuration: its diagnostics,
    /// and the configuration file's when it was rejected.
    fn check(&mut self, uri: &Url) -> Vec<Message> {
        let mut out = Vec::new();
        let file = uri.to_file_path().ok().filter(|_| uri.scheme() == "file");
        let found = match &file {
            Some(path) => self.configs.for_file(path),
            None => Found::None,
        };
        out.extend(self.report_configuration(&found));
        let (options, manifest_problem) = self.configs.options(&found, file.as_deref());
        if manifest_problem != self.manifest_problem {
            if let Some(e) = &manifest_problem {
                out.push(show(
                    MessageType::WARNING,
                    format!("html-microsyntax: {e}; checking without custom elements"),
                ));
            }
            self.manifest_problem = manifest_problem;
        }
        let Some(options) = options else {
            // The configuration's `ignore` patterns skip the file, as
            // `html-microsyntax lint` would.
            let version = self.documents.get_mut(uri).map(|doc| {
                doc.findings.clear();
                doc.version
            });
            out.push(publish(uri.clone(), Vec::new(), version));
            return out;
        };
        let Some(doc) = self.documents.get_mut(uri) else {
            return out;
        };
        let findings: Result<Vec<Finding>, _> = catch_unwind(AssertUnwindSafe(|| {
            check_str_with(&doc.text, &options).into_findings()
        }));
        let findings = match findings {
            Ok(findings) => findings,
            Err(_) => {
                out.push(show(
                    MessageType::ERROR,
                    format!("html-microsyntax failed to check {uri} (a bug); no diagnostics for this version"),
                ));
                Vec::new()
            }
        };
        let diagnostics = findings
            .iter()
            .map(|f| diagnostic(f, &doc.text, &doc.lines, self.encoding))
            .collect();
        doc.findings = findings;
        out.push(publish(uri.clone(), diagnostics, Some(doc.version)));
        out
    }

    /// A rejected configuration file: one diagnostic on it and one message,
    /// once per rejection; a file accepted again has its diagnostic
    /// cleared.
    fn report_configuration(&mut self, found: &Found) -> Vec<Message> {
        match found {
            Found::Bad(path, e) => {
                let text = e.to_string();
                if self.rejected.get(path) == Some(&text) {
                    return Vec::new();
                }
                self.rejected.insert(path.clone(), text);
                let mut out = vec![show(
                    MessageType::WARNING,
                    format!(
                        "html-microsyntax: {}:{e}; checking with the defaults",
                        path.display()
                    ),
                )];
                if let Ok(uri) = Url::from_file_path(path) {
                    out.push(publish(uri, vec![config_diagnostic(e)], None));
                }
                out
            }
            Found::File(path, _) => match self.rejected.remove(path) {
                Some(_) => Url::from_file_path(path)
                    .map(|uri| vec![publish(uri, Vec::new(), None)])
                    .unwrap_or_default(),
                None => Vec::new(),
            },
            Found::None => Vec::new(),
        }
    }
}

/// `textDocument/publishDiagnostics`.
fn publish(uri: Url, diagnostics: Vec<lsp_types::Diagnostic>, version: Option<i32>) -> Message {
    Message::Notification(Notification::new(
        PublishDiagnostics::METHOD.to_string(),
        PublishDiagnosticsParams {
            uri,
            diagnostics,
            version,
        },
    ))
}

/// `window/showMessage`.
fn show(typ: MessageType, message: String) -> Message {
    Message::Notification(Notification::new(
        ShowMessage::METHOD.to_string(),
        ShowMessageParams { typ, message },
    ))
}

/// An error response.
fn error(id: RequestId, code: i32, message: String) -> Message {
    Message::Response(Response::new_err(id, code, message))
}

/// An error response to a message whose id could not be read: JSON-RPC's
/// `null` id (which [`RequestId`] cannot hold).
fn error_without_id(code: ErrorCode, message: &str) -> Value {
    json!({
        "jsonrpc": "2.0",
        "id": null,
        "error": { "code": code as i32, "message": message },
    })
}

/// A message as JSON-RPC writes it.
fn to_json(message: Message) -> Value {
    let mut value = serde_json::to_value(message).unwrap_or(Value::Null);
    if let Some(object) = value.as_object_mut() {
        object.insert("jsonrpc".to_string(), Value::from("2.0"));
    }
    value
}
