import {
  exportNotificationLinkKindValues,
  notificationLinkKindValues,
  notificationTypeValues,
} from '@portal/api-types/schema';
import { z } from 'zod';
import type { NotificationRecord } from '../../notifications/index.js';
import { line, paragraph } from './contract-formats.js';
import { epochMs } from './fields.js';
import { schemaOf } from './model-link.js';
import {
  bankAccountRef,
  notificationRef,
  orgRef,
  paymentRef,
  transactionExportRef,
  userRef,
} from './refs.js';

export const notificationSchema = schemaOf<NotificationRecord>()(
  z.strictObject({
    ref: notificationRef,
    type: z.enum(notificationTypeValues),
    title: line(200),
    body: paragraph(2000),
    userRef,
    readAt: epochMs.nullable(),
    createdAt: epochMs,
    link: z
      .union([
        z.strictObject({
          kind: z.enum(notificationLinkKindValues),
          accountRef: orgRef,
          bankAccountRef,
          paymentRef,
        }),
        z.strictObject({
          kind: z.enum(exportNotificationLinkKindValues),
          accountRef: orgRef,
          transactionExportRef,
        }),
      ])
      .nullable(),
  }),
);
