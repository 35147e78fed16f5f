import { Stack, Token, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

// cdk-nag 3 matches an acknowledged finding by its exact ID, which names resources as below.

/** `<LogicalId.Arn>`: how a finding names the ARN of a resource in this stack. */
export function nagArn(resource: IConstruct): string {
  const logicalId = Stack.of(resource).resolve(
    (resource.node.defaultChild as CfnElement).logicalId,
  ) as string;
  return `<${logicalId}.Arn>`;
}

/** How a finding writes a pseudo parameter: its value when synth knows it, else `<AWS::Region>`-style. */
export function nagPseudo(value: string, pseudoParameter: string): string {
  return Token.isUnresolved(value) ? `<${pseudoParameter}>` : value;
}
