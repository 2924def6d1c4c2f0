"""Webhooks: signed, ordered, resumable pushes of a campaign's events to integrations (docs/webhooks.md).

- `model`      what the API takes and answers;
- `routes`     the GM's API: subscriptions, the delivery log, redelivery;
- `store`      the tables: subscriptions, checkpoints, leases, the delivery log;
- `dispatcher` who delivers what, when, and what happens when a receiver fails;
- `payloads`   what a version looks like to the subscription's viewer: Chronicle frames or a Discord message;
- `client`     one signed HTTP attempt, bounded in time and size;
- `addresses`  which URLs may receive webhooks;
- `secrets`    signing secrets (Standard Webhooks), encrypted at rest;
- `settings`   CHRONICLE_WEBHOOK_* knobs.
"""
