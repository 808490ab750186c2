import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { CalculatorHeader } from './CalculatorHeader';
import { ResultPlaceholder } from './ResultPlaceholder';

/**
 * A calculator page: its header and any `notice`, then the values `form` beside the `result`
 * (the placeholder until there is one).
 */
export function CalculatorLayout({
  titleKey,
  introKey,
  notice,
  form,
  result,
}: {
  titleKey: string;
  introKey: string;
  notice?: ReactNode;
  form: ReactNode;
  result: ReactNode;
}) {
  return (
    <>
      <CalculatorHeader titleKey={titleKey} introKey={introKey} />
      {notice}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          {form}
        </Col>
        <Col xs={24} xl={14}>
          {result || <ResultPlaceholder />}
        </Col>
      </Row>
    </>
  );
}
