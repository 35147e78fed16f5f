import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue } from 'aws-lambda';

/** A stream record's image (the item before or after the change), as a plain item. */
export const itemOf = (image: Record<string, StreamAttributeValue> | undefined) =>
  image ? unmarshall(image as Record<string, AttributeValue>) : undefined;
