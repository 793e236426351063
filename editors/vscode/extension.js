// Starts `html-microsyntax lsp` for the HTML documents of the workspace.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  const command = vscode.workspace
    .getConfiguration('html-microsyntax')
    .get('path', 'html-microsyntax');
  /** @type {import('vscode-languageclient/node').ServerOptions} */
  const server = { command, args: ['lsp'] };
  /** @type {import('vscode-languageclient/node').LanguageClientOptions} */
  const options = {
    documentSelector: [{ language: 'html' }],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.html-microsyntax.json'),
    },
  };
  client = new LanguageClient('html-microsyntax', 'html-microsyntax', server, options);
  context.subscriptions.push(client);
  await client.start();
}

async function deactivate() {
  if (client) {
    await client.stop();
  }
}

module.exports = { activate, deactivate };
